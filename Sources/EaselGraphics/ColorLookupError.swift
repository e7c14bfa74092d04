import Foundation

/// `Color(named:)` found no colour set for a name: the places it looked, in order.
public struct ColorLookupError: Error, Equatable, CustomStringConvertible {
    public let name: String
    public let places: [String]

    public var description: String {
        "no colour named \"\(name)\": looked for \(name).colorset in an asset catalog in \(places.joined(separator: ", then "))"
    }
}
