import EaselImage

/// `Image.named(_:in:scale:)` found no file for a name: the file names it tried and the places
/// it looked, in order.
public struct ImageLookupError: Error, Equatable, CustomStringConvertible {
    public let name: String
    public let fileNames: [String]
    public let places: [String]

    public var description: String {
        "no image named \"\(name)\": looked for \(fileNames.joined(separator: ", ")) in \(places.joined(separator: ", then "))"
    }
}
