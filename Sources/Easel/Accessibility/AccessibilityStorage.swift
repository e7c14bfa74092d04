import Foundation

/// What app code set of a view's accessibility properties; nil where it set nothing, so the
/// view's class default shows through (View.swift declares the properties, so subclasses can
/// override them as UIKit code does).
struct AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var elements: [Any]?
    var customActions: [AccessibilityCustomAction]?
}
