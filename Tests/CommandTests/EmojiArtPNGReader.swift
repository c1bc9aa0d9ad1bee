import Foundation

/// Reads the 8-bit RGB or RGBA, non-interlaced PNG files the desktop host writes, so that
/// command tests can check an exported picture pixel by pixel with no image library.
struct PNGImage {
    let width: Int
    let height: Int
    /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
    let channels: Int
    /// The unfiltered rows, `width * channels` bytes each.
    let pixels: [UInt8]

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    init(contentsOf url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url))
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Malformed(description: "not a PNG file")
        }
        func u32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        var header: ArraySlice<UInt8> = []
        var compressed: [UInt8] = []
        var i = 8
        while i + 8 <= bytes.count {
            let length = u32(i)
            let type = String(decoding: bytes[i + 4..<i + 8], as: UTF8.self)
            let data = bytes[i + 8..<i + 8 + length]
            if type == "IHDR" { header = data }
            if type == "IDAT" { compressed += data }
            i += 12 + length
        }
        guard header.count == 13 else { throw Malformed(description: "no IHDR chunk") }
        let h = Array(header)
        width = h[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = h[4..<8].reduce(0) { $0 << 8 | Int($1) }
        guard h[8] == 8, h[10] == 0, h[11] == 0, h[12] == 0, h[9] == 2 || h[9] == 6 else {
            throw Malformed(description: "only 8-bit non-interlaced RGB or RGBA is read here")
        }
        channels = h[9] == 6 ? 4 : 3
        var inflater = Inflater(compressed)
        let raw = try inflater.inflate()
        let stride = width * channels
        guard raw.count == height * (stride + 1) else { throw Malformed(description: "wrong image data size") }
        var out = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            for x in 0..<stride {
                let byte = Int(raw[y * (stride + 1) + 1 + x])
                let left = x >= channels ? Int(out[y * stride + x - channels]) : 0
                let up = y > 0 ? Int(out[(y - 1) * stride + x]) : 0
                let upLeft = x >= channels && y > 0 ? Int(out[(y - 1) * stride + x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let p = left + up - upLeft
                    let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
                    predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
                default: throw Malformed(description: "unknown filter \(filter)")
                }
                out[y * stride + x] = UInt8((byte + predictor) & 0xFF)
            }
        }
        pixels = out
    }

    /// The red, green, blue and alpha of a pixel.
    func rgba(x: Int, y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let i = (y * width + x) * channels
        return (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]), channels == 4 ? Int(pixels[i + 3]) : 255)
    }
}

/// A small zlib inflater (stored, fixed and dynamic Huffman blocks), after RFC 1950/1951.
private struct Inflater {
    private let input: [UInt8]
    private var bit = 16   // past the two-byte zlib header
    private var output: [UInt8] = []

    init(_ input: [UInt8]) { self.input = input }

    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private mutating func bits(_ n: Int) throws -> Int {
        var value = 0
        for k in 0..<n {
            guard bit / 8 < input.count else { throw PNGImage.Malformed(description: "compressed data ends early") }
            value |= Int(input[bit / 8] >> UInt8(bit % 8) & 1) << k
            bit += 1
        }
        return value
    }

    private mutating func decode(_ table: Huffman) throws -> Int {
        var code = 0, first = 0, index = 0
        for length in 1..<16 {
            code |= try bits(1)
            let count = table.counts[length]
            if code - first < count { return table.symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw PNGImage.Malformed(description: "bad Huffman code")
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99,
                                     115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                       1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11,
                                        12, 12, 13, 13]

    mutating func inflate() throws -> [UInt8] {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0:
                bit = (bit + 7) / 8 * 8
                let length = try bits(16)
                _ = try bits(16)
                for _ in 0..<length { output.append(UInt8(try bits(8))) }
            case 1:
                let lengths = [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
                    + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
                try codes(Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
            case 2:
                let literals = try bits(5) + 257, distances = try bits(5) + 1, codeLengths = try bits(4) + 4
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var lengthsOfLengths = [Int](repeating: 0, count: 19)
                for k in 0..<codeLengths { lengthsOfLengths[order[k]] = try bits(3) }
                let lengthCode = Huffman(lengths: lengthsOfLengths)
                var lengths: [Int] = []
                while lengths.count < literals + distances {
                    let symbol = try decode(lengthCode)
                    switch symbol {
                    case 0..<16: lengths.append(symbol)
                    case 16: lengths += [Int](repeating: lengths.last ?? 0, count: 3 + (try bits(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
                    }
                }
                try codes(Huffman(lengths: Array(lengths[0..<literals])),
                          Huffman(lengths: Array(lengths[literals..<literals + distances])))
            default:
                throw PNGImage.Malformed(description: "bad block type")
            }
        }
        return output
    }

    private mutating func codes(_ literal: Huffman, _ distance: Huffman) throws {
        while true {
            let symbol = try decode(literal)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let s = symbol - 257
                let length = Self.lengthBase[s] + (try bits(Self.lengthExtra[s]))
                let d = try decode(distance)
                let back = Self.distanceBase[d] + (try bits(Self.distanceExtra[d]))
                guard back <= output.count else { throw PNGImage.Malformed(description: "distance too far back") }
                for _ in 0..<length { output.append(output[output.count - back]) }
            }
        }
    }
}
