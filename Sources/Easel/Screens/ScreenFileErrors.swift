import Foundation

/// Every problem found in one screen file, in file order, as a compiler lists them: each on its
/// own line with its place. Thrown when a file has more than one problem (a file with one throws
/// that `ScreenFileError` alone); at most `limit` are kept.
///
///     catch let problems as ScreenFileErrors { problems.errors.forEach { print($0) } }
public struct ScreenFileErrors: Error, Equatable, CustomStringConvertible {
    /// How many problems one file reports before the rest are only counted.
    public static let limit = 20

    /// The problems kept, at most `limit`.
    public let errors: [ScreenFileError]
    /// How many more were found past the limit.
    public let omitted: Int

    public var description: String {
        let lines = errors.map(\.description)
        return (lines + (omitted > 0 ? ["… and \(omitted) more"] : [])).joined(separator: "\n")
    }

    /// Runs `body` on every item, going on past a failing one; the results when none failed,
    /// else throws what all of them found (nested lists' problems included, in order).
    static func collecting<Item, Result>(_ items: [Item], _ body: (Item) throws -> Result) throws -> [Result] {
        var results: [Result] = []
        var found: [ScreenFileError] = []
        var omitted = 0
        for item in items {
            do {
                results.append(try body(item))
            } catch let error as ScreenFileError {
                found.append(error)
                if error.endsTheFile { break }
            } catch let errors as ScreenFileErrors {
                found += errors.errors
                omitted += errors.omitted
                if errors.errors.last?.endsTheFile == true { break }
            }
        }
        guard !found.isEmpty else { return results }
        omitted += max(0, found.count - limit)
        if found.count == 1 && omitted == 0 { throw found[0] }
        throw ScreenFileErrors(errors: Array(found.prefix(limit)), omitted: omitted)
    }
}
