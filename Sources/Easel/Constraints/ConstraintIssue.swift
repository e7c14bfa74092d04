import Foundation

/// A problem found while activating or solving constraints: a conflict, a SnapKit update that
/// matched nothing, items with no common ancestor. It carries plain text and locations only, so
/// it can leave the layout pass (and the thread) safely.
public struct ConstraintIssue: Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// Required constraints that cannot all hold: one was broken, as UIKit does.
        case unsatisfiable
        /// `snp.updateConstraints` made a constraint that matches none already made (SnapKit traps here).
        case unmatchedUpdate
        /// A constraint between items in different hierarchies (UIKit raises an exception).
        case noCommonAncestor
        /// A SnapKit target that needs a superview (`equalToSuperview()`, a number for an edge) on a view without one.
        case missingSuperview
        /// A visual format string that does not parse, or names a view or metric it was not given
        /// (UIKit raises an exception).
        case invalidVisualFormat
        /// Text drew characters no configured font has a glyph for, as boxes (not a constraint
        /// problem, but one strict snapshot assertions fail on all the same).
        case missingGlyph
        /// Constraints that leave a view's frame free to move (UIKit's `hasAmbiguousLayout`): the
        /// solver picked one of several frames, which nothing says is the one meant.
        case ambiguousLayout
    }

    /// One constraint named in the report.
    public struct Entry: Sendable, CustomStringConvertible {
        /// As `LayoutConstraint.description` prints it.
        public let description: String
        /// The constraint's `identifier` (SnapKit's label).
        public let label: String?
        /// Where it was made: nil for the constraints Easel makes itself (intrinsic size, a fixed
        /// frame).
        public let fileID: StaticString?
        /// The same file as `#filePath` gives it (XCTest records failures there).
        public let filePath: StaticString?
        public let line: UInt?

        init(_ constraint: LayoutConstraint) {
            description = constraint.description
            label = constraint.identifier
            fileID = constraint.fileID
            filePath = constraint.filePath
            line = constraint.line
        }

        init(implicit description: String) {
            self.description = description
            label = nil
            fileID = nil
            filePath = nil
            line = nil
        }
    }

    public let kind: Kind
    /// The whole report, as UIKit would log it.
    public let message: String
    /// The constraints involved; for a conflict, the broken one is `broken`.
    public let constraints: [Entry]
    /// The constraint left out of the solution to recover.
    public let broken: Entry?

    init(kind: Kind, message: String, constraints: [Entry], broken: Entry? = nil) {
        self.kind = kind
        self.message = message
        self.constraints = constraints
        self.broken = broken
    }

    public var description: String { message }
}

extension ConstraintIssue {
    /// Where to point at: the broken constraint's line for a conflict, else the first
    /// constraint's that has one.
    public var location: (fileID: StaticString, filePath: StaticString, line: UInt)? {
        for entry in [broken].compactMap({ $0 }) + constraints {
            if let fileID = entry.fileID, let filePath = entry.filePath, let line = entry.line { return (fileID, filePath, line) }
        }
        return nil
    }
}

extension ConstraintIssue {
    /// The report for text that drew boxes.
    init(_ missing: MissingGlyphs) {
        self.init(kind: .missingGlyph, message: missing.description, constraints: [])
    }
}
