import Foundation

/// One linear relation between two layout attributes, as `NSLayoutConstraint`:
/// `firstItem.firstAttribute (==, <=, >=) secondItem.secondAttribute × multiplier + constant`,
/// held as strongly as `priority` says. Made by anchors or by SnapKit's `snp` DSL, it takes part
/// in layout while `isActive`.
///
///     let width = label.widthAnchor.constraint(equalToConstant: 120)
///     width.priority = .defaultHigh
///     width.isActive = true
///     width.constant = 160                  // the next layout pass re-solves
///
/// Every constraint remembers the `#fileID` and `#line` it was made at, so that a conflict
/// report (`LayoutDiagnostics`) points at the code that made it.
open class LayoutConstraint {
    // Every layout pass reads each constraint's constant and priority, and a stack view names
    // each constraint it makes: those marked `@exclusivity(unchecked)` skip the run-time check
    // of overlapping access (a table lookup per access, a tenth of a large layout's time).
    // Layout runs on one thread at a time and never holds one of them open while another reads
    // it. The items are constants, set by the initializer: a `weak let` is initialized in
    // place, where a `weak var` would first be set to nil and then assigned.
    public weak let firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public weak let secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat

    /// The value added to the second side; changing it marks the views for layout.
    @exclusivity(unchecked) public var constant: CGFloat {
        didSet { if constant != oldValue { invalidateLayout() } }
    }

    /// How strongly the constraint holds: `.required` (1000) must hold, lower ones give way to
    /// higher ones. Out-of-range values are clamped to 1...1000.
    @exclusivity(unchecked) public var priority: LayoutPriority = .required {
        didSet {
            priority = LayoutPriority(min(1000, max(1, priority.rawValue)))
            if priority != oldValue { invalidateLayout() }
        }
    }

    /// A name for reports (UIKit's `identifier`; SnapKit's `labeled(_:)` sets it too).
    @exclusivity(unchecked) public var identifier: String?

    /// Where the constraint was made (`#fileID`), for reports and strict-mode failures.
    public let fileID: StaticString
    /// The same file as `#filePath` gives it, where XCTest records a strict-mode failure.
    public let filePath: StaticString
    /// The line it was made at.
    public let line: UInt

    /// Whether the constraint takes part in layout. Activating it adds it to its items' nearest
    /// common ancestor's `constraints`; items with no common ancestor are reported through
    /// `LayoutDiagnostics` and the constraint stays inactive (UIKit raises an exception).
    public var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { install() } else { uninstall() }
        }
    }

    /// The view whose `constraints` hold this one while it is active.
    @exclusivity(unchecked) weak var installedOn: View?

    /// The SnapKit handle that made the constraint, if any.
    weak var snapKitConstraint: Constraint?

    /// While active: the identities of the items that are views (not one of a view's guides),
    /// each while that view lives (its constraint storage forgets it on the way out). A group
    /// asks, of every constraint on every view it collects, whether it ties a view it solves,
    /// and makes a row from the views of most: these answer without loading the weak items (a
    /// load retains the item, and a view's retain and release are slow ones).
    @exclusivity(unchecked) private(set) var tiedViews: (first: ObjectIdentifier?, second: ObjectIdentifier?) = (nil, nil)

    /// The first item, when it is a view, borrowed without a weak load (see `tiedViews`).
    var firstTiedView: Unmanaged<View>? { tiedViews.first.map(Self.view) }
    /// The second item, when it is a view, borrowed without a weak load.
    var secondTiedView: Unmanaged<View>? { tiedViews.second.map(Self.view) }

    @inline(__always) private static func view(_ id: ObjectIdentifier) -> Unmanaged<View> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: UInt(bitPattern: id)).unsafelyUnwrapped)
    }

    /// The view `id` is going away: the constraint no longer names it by identity.
    func forgetTiedView(_ id: ObjectIdentifier) {
        if tiedViews.first == id { tiedViews.first = nil }
        if tiedViews.second == id { tiedViews.second = nil }
    }

    /// Set while a `ConstraintGroup` is being collected for the constraints it has taken (it
    /// meets each constraint once per view it ties), and cleared when the group is made.
    @exclusivity(unchecked) var isCollected = false

    /// UIKit's designated initializer. A dimension tied to nothing (`toItem: nil`) is the
    /// constant itself.
    public init(
        item: __shared AnyObject, attribute: Attribute, relatedBy relation: Relation,
        toItem: __shared AnyObject?, attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat,
        file: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line
    ) {
        firstItem = item
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        fileID = file
        self.filePath = filePath
        self.line = line
    }

    /// The first item as a view or guide, while it lives.
    var firstLayoutItem: (any LayoutItem)? { Self.layoutItem(firstItem) }
    /// The second item as a view or guide, while it lives.
    var secondLayoutItem: (any LayoutItem)? { Self.layoutItem(secondItem) }

    /// A class cast first: asking the runtime for a protocol conformance costs a table lookup
    /// per call, and layout asks for every constraint's items.
    private static func layoutItem(_ item: AnyObject?) -> (any LayoutItem)? {
        guard let item else { return nil }
        if let view = item as? View { return view }
        if let guide = item as? LayoutGuide { return guide }
        return item as? any LayoutItem
    }

    /// Activates each constraint: cheaper to read than setting `isActive` one by one.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Where the constraint was made, as `File.swift:12`.
    public var location: String { "\(fileID):\(line)" }

    // MARK: Installing

    /// Activates without marking views for layout: for constraints a view makes for itself
    /// while its group is being solved (a stack view's), which must not start another pass.
    func activateQuietly() { install(notifying: false) }

    /// Deactivates without marking views for layout (see `activateQuietly`).
    func deactivateQuietly() { uninstall(notifying: false) }

    private func install(notifying: Bool = true) {
        guard installedOn == nil else { return }
        guard let first = firstLayoutItem, let firstView = first.owningItemView else {
            LayoutDiagnostics.report(ConstraintIssue(kind: .noCommonAncestor, message: "Cannot activate \(self): its first item is gone or is a layout guide not added to a view.", constraints: [ConstraintIssue.Entry(self)]))
            return
        }
        var host = firstView
        // The second item's view, looked up once (a weak load and a cast each time).
        var secondView: View?, secondIsView = false
        if let second = secondLayoutItem {
            guard let view = second.owningItemView, let common = firstView.nearestCommonAncestor(with: view) else {
                LayoutDiagnostics.report(ConstraintIssue(kind: .noCommonAncestor, message: "Cannot activate \(self): its items have no common ancestor. Add both views to one hierarchy first.", constraints: [ConstraintIssue.Entry(self)]))
                return
            }
            host = common
            secondView = view
            secondIsView = second is View
        }
        record(firstView: firstView, secondView: secondView, host: host)
        tiedViews = (first is View ? ObjectIdentifier(firstView) : nil, secondIsView ? secondView.map(ObjectIdentifier.init) : nil)
        // Quietly only while a stack view remakes its constraints, which its change of
        // arrangement already told every group around it.
        if notifying {
            firstView.invalidateConstraintGroups()
            if let secondView, secondView !== firstView { secondView.invalidateConstraintGroups() }
            invalidateLayout()
        }
    }

    /// The views a constraint's items are or belong to, as positions in a list of views that
    /// its maker keeps (`second` is -1 when there is no second item), and whether each item is
    /// that view itself.
    struct Ends {
        let first: Int
        let second: Int
        let firstIsView: Bool
        let secondIsView: Bool
    }

    /// Activates quietly (see `activateQuietly()`) constraints just made whose maker knows the
    /// views their items are or belong to, as positions in `views`, whose first view is the
    /// superview of all the others: it holds every constraint that ties two of them, and a
    /// constraint on one view alone is held by that view. A stack view's constraints are so.
    /// Each list the constraints join grows once (the count is known) instead of one
    /// constraint at a time, and the views are borrowed, never retained.
    static func activateQuietly(_ constraints: [LayoutConstraint], ends: [Ends], views: [Unmanaged<View>]) {
        // Borrowed like the views: each view keeps its storage.
        let storages = views.map { Unmanaged.passUnretained($0._withUnsafeGuaranteedRef { $0.constraintStorage }) }
        var affecting = [Int](repeating: 0, count: views.count), installed = affecting
        for end in ends {
            if end.second >= 0 { affecting[end.second] += 1 }
            if end.second != end.first { affecting[end.first] += 1 }
            installed[end.second < 0 || end.second == end.first ? end.first : 0] += 1
        }
        for index in storages.indices {
            storages[index]._withUnsafeGuaranteedRef { storage in
                if affecting[index] > 0 { storage.affecting.reserveCapacity(storage.affecting.count + affecting[index]) }
                if installed[index] > 0 { storage.installed.reserveCapacity(storage.installed.count + installed[index]) }
            }
        }
        // As `record` does for each: the second item's view first, then the first's, then
        // the holder.
        for index in constraints.indices {
            let constraint = constraints[index], end = ends[index]
            if end.second >= 0 { storages[end.second]._withUnsafeGuaranteedRef { $0.affecting.append(constraint) } }
            if end.second != end.first { storages[end.first]._withUnsafeGuaranteedRef { $0.affecting.append(constraint) } }
            let holder = end.second < 0 || end.second == end.first ? end.first : 0
            views[holder]._withUnsafeGuaranteedRef { constraint.installedOn = $0 }
            constraint.tiedViews = (end.firstIsView ? ObjectIdentifier(views[end.first]._withUnsafeGuaranteedRef { $0 }) : nil,
                                    end.secondIsView ? ObjectIdentifier(views[end.second]._withUnsafeGuaranteedRef { $0 }) : nil)
            storages[holder]._withUnsafeGuaranteedRef { $0.installed.append(constraint) }
        }
    }

    /// Adds the constraint to the views' `affecting` lists (the second item's view first) and
    /// to the holder's `constraints`.
    private func record(firstView: View, secondView: View?, host: View) {
        if let secondView { secondView.constraintStorage.affecting.append(self) }
        if secondView !== firstView { firstView.constraintStorage.affecting.append(self) }
        installedOn = host
        host.constraintStorage.installed.append(self)
    }

    private func uninstall(notifying: Bool = true) {
        guard let host = installedOn else { return }
        if notifying { invalidateLayout() }
        host.constraintStorage.installed.removeAll { $0 === self }
        for view in [firstLayoutItem?.owningItemView, secondLayoutItem?.owningItemView].compactMap({ $0 }) {
            view.constraintStorage.affecting.removeAll { $0 === self }
            if notifying { view.invalidateConstraintGroups() }
        }
        installedOn = nil
        tiedViews = (nil, nil)
    }

    /// Asks the views the constraint touches to lay out again.
    func invalidateLayout() {
        guard installedOn != nil else { return }
        firstLayoutItem?.owningItemView?.constraintsDidChange()
        secondLayoutItem?.owningItemView?.constraintsDidChange()
    }
}

extension LayoutConstraint: CustomStringConvertible {
    /// As UIKit logs it, with the label and where it was made:
    /// `"panel.height" Panel.height == 120 @1000 (ClipRecordPanelLayout.swift:14)`.
    public var description: String {
        var text = identifier.map { "\"\($0)\" " } ?? ""
        text += "\(firstLayoutItem?.constraintName ?? "nil").\(firstAttribute.name) \(relation.symbol) "
        var right: [String] = []
        if let second = secondLayoutItem {
            let factor = multiplier == 1 ? "" : "\(Self.format(multiplier)) × "
            right.append("\(factor)\(second.constraintName).\(secondAttribute.name)")
        }
        if constant != 0 || right.isEmpty {
            if right.isEmpty { right.append(Self.format(constant)) } else { right.append((constant < 0 ? "- " : "+ ") + Self.format(abs(constant))) }
        }
        text += right.joined(separator: " ")
        if !priority.isRequired { text += " @\(Self.format(CGFloat(priority.rawValue)))" }
        return text + " (\(location))"
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}

extension View {
    /// The deepest view that contains both this view and `other` (either may be it).
    func nearestCommonAncestor(with other: View) -> View? {
        if other === self { return self }
        // A view and its superview, or two siblings (a stack's constraints all are), without
        // walking to the root.
        let parent = superview
        if parent === other { return other }
        if let otherParent = other.superview {
            if otherParent === self { return self }
            if otherParent === parent { return otherParent }
        }
        func depth(_ view: View) -> Int {
            var count = 0, current = view.superview
            while let next = current { count += 1; current = next.superview }
            return count
        }
        var mine: View? = self, theirs: View? = other
        var myDepth = depth(self), theirDepth = depth(other)
        while myDepth > theirDepth { mine = mine?.superview; myDepth -= 1 }
        while theirDepth > myDepth { theirs = theirs?.superview; theirDepth -= 1 }
        while let a = mine, let b = theirs {
            if a === b { return a }
            mine = a.superview
            theirs = b.superview
        }
        return nil
    }
}
