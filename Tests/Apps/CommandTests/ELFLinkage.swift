import Foundation

/// What an executable asks the dynamic loader for, read from its ELF file: the shared
/// libraries it needs (`DT_NEEDED`), none for a fully static one.
struct ELFLinkage {
    /// The names of the shared libraries needed, such as `libSDL2-2.0.so.0`.
    var neededLibraries: [String]
    /// Whether the file names an interpreter (a dynamic loader) at all.
    var isDynamic: Bool

    /// Reads the 64-bit little-endian ELF file at `path`.
    init(path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func word<T: FixedWidthInteger>(_ offset: Int, _: T.Type) -> T {
            var value: T = 0
            for index in 0..<MemoryLayout<T>.size {
                value |= T(bytes[offset + index]) << (8 * index)
            }
            return value
        }
        guard bytes.count > 64, bytes[0..<4].elementsEqual([0x7F, 0x45, 0x4C, 0x46]),
            bytes[4] == 2, bytes[5] == 1
        else { throw ELFError.notELF64(path) }
        let headers = Int(word(0x20, UInt64.self))
        let headerSize = Int(word(0x36, UInt16.self))
        let headerCount = Int(word(0x38, UInt16.self))
        // Program headers: type, flags, offset, vaddr, paddr, filesz, memsz, align.
        var loads: [(address: Int, offset: Int, size: Int)] = []
        var dynamic: (offset: Int, size: Int)? = nil
        isDynamic = false
        for index in 0..<headerCount {
            let header = headers + index * headerSize
            let type = word(header, UInt32.self)
            let offset = Int(word(header + 8, UInt64.self))
            let address = Int(word(header + 16, UInt64.self))
            let size = Int(word(header + 32, UInt64.self))
            switch type {
            case 1: loads.append((address, offset, size))
            case 2: dynamic = (offset, size)
            case 3: isDynamic = true
            default: break
            }
        }
        guard let dynamic else {
            neededLibraries = []
            return
        }
        var needed: [Int] = []
        var strings = 0
        for entry in stride(from: dynamic.offset, to: dynamic.offset + dynamic.size, by: 16) {
            let tag = word(entry, UInt64.self)
            let value = Int(word(entry + 8, UInt64.self))
            if tag == 0 { break }
            if tag == 1 { needed.append(value) }
            if tag == 5 { strings = value }
        }
        // DT_STRTAB is an address; find the file offset of the segment holding it.
        guard
            let segment = loads.first(where: {
                $0.address <= strings && strings < $0.address + $0.size
            })
        else { throw ELFError.notELF64(path) }
        let table = strings - segment.address + segment.offset
        neededLibraries = needed.map { name in
            let start = table + name
            let end = bytes[start...].firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
    }
}

enum ELFError: Error {
    case notELF64(String)
}
