import Foundation

/// A colour that could not be read as `R,G,B` or `#RRGGBB`.
public struct PixelParsingError: Error, CustomStringConvertible, Equatable {
    /// The text as given.
    public let text: String

    public init(text: String) {
        self.text = text
    }

    public var description: String { "“\(text)” is not a colour: expected R,G,B (each 0…255) or #RRGGBB" }
}

extension Pixel {
    /// An opaque colour written as `R,G,B` with each component 0…255, or as `#RRGGBB`, as
    /// `easel diff --diff-color` takes it.
    ///
    ///     try Pixel(parsing: "255,0,255") == Pixel(parsing: "#FF00FF")
    public init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var bytes: [UInt8] = []
        if trimmed.hasPrefix("#") {
            let digits = Array(trimmed.dropFirst())
            if digits.count == 6 {
                bytes = stride(from: 0, to: 6, by: 2).compactMap { UInt8(String(digits[$0 ... $0 + 1]), radix: 16) }
            }
        } else {
            let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
            bytes = parts.compactMap { UInt8($0.trimmingCharacters(in: .whitespaces)) }
            if bytes.count != parts.count { bytes = [] }
        }
        guard bytes.count == 3 else { throw PixelParsingError(text: text) }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2])
    }
}
