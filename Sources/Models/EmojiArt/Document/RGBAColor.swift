/// A colour in the document: 8-bit red, green, blue and straight alpha.
///
/// Whole bytes keep the model simple and every value valid: no NaN, nothing out of range.
/// (The UI kit has its own colour for drawing; the model does not depend on it.)
///
/// ```swift
/// let paper = RGBAColor(red: 255, green: 250, blue: 240)
/// paper.hexString   // "#FFFAF0FF"
/// ```
public struct RGBAColor: Hashable, Sendable {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) … 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour; opaque unless told otherwise.
    ///
    /// ```swift
    /// let sky = RGBAColor(red: 135, green: 206, blue: 235)
    /// ```
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque white, the background of a new document.
    public static let white = RGBAColor(red: 255, green: 255, blue: 255)

    /// The colour as `#RRGGBBAA` in upper-case hexadecimal.
    ///
    /// ```swift
    /// RGBAColor(red: 0, green: 128, blue: 255, alpha: 16).hexString   // "#0080FF10"
    /// ```
    public var hexString: String {
        let digits: [Character] = [
            "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F",
        ]
        var text = "#"
        for byte in [red, green, blue, alpha] {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return text
    }

    /// Reads `#RRGGBB` (opaque) or `#RRGGBBAA`, in either case; nil for anything else.
    ///
    /// ```swift
    /// RGBAColor(hexString: "#ff8000")   // RGBAColor(red: 255, green: 128, blue: 0, alpha: 255)
    /// RGBAColor(hexString: "orange")    // nil
    /// ```
    public init?(hexString: String) {
        let scalars = Array(hexString.unicodeScalars)
        guard scalars.count == 7 || scalars.count == 9, scalars[0] == "#" else { return nil }
        var bytes: [UInt8] = []
        var index = 1
        while index < scalars.count {
            guard let high = Self.nibble(scalars[index]), let low = Self.nibble(scalars[index + 1])
            else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        self.init(
            red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255
        )
    }

    private static func nibble(_ s: Unicode.Scalar) -> UInt8? {
        switch s.value {
        case 0x30...0x39: UInt8(s.value - 0x30)
        case 0x41...0x46: UInt8(s.value - 0x41 + 10)
        case 0x61...0x66: UInt8(s.value - 0x61 + 10)
        default: nil
        }
    }
}
