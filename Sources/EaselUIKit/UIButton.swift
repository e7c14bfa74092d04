import Easel

public typealias UIButton = Button

extension Button {
    /// UIKit's button types; the glyph types draw their system glyph (`Button.SystemGlyph`).
    public enum ButtonType: Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let plain = ButtonType.system

        /// The glyph the type draws; the info types are alike since iOS 13.
        var systemGlyph: SystemGlyph? {
            switch self {
            case .custom, .system: nil
            case .detailDisclosure, .infoLight, .infoDark: .info
            case .contactAdd: .contactAdd
            case .close: .close
            }
        }
    }

    /// `UIButton(type: .system)` is tinted text; `.custom` draws white text and nothing else,
    /// as UIKit's custom buttons do until given colours; `.contactAdd`, the info types and
    /// `.close` draw their glyph.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction? = nil) {
        if let glyph = buttonType.systemGlyph {
            self.init(systemGlyph: glyph)
        } else {
            self.init(frame: .zero)
        }
        if buttonType != .custom { isCustomType = false }
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// A button that takes its look from `configuration`, as iOS 15's initializer (without an
    /// action, Easel's `init(configuration:)` answers).
    public convenience init(configuration: Configuration, primaryAction: UIAction?) {
        self.init(configuration: configuration, onTap: nil)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The label that shows the title, optional as in UIKit (`button.titleLabel?.font = ...`).
    public var titleLabel: Label? { self.Easel::titleLabel }

    /// The image view that shows the image, optional as in UIKit.
    public var imageView: ImageView? { self.Easel::imageView }

    /// Sets the title for `state` from an attributed string's characters (its attributes are
    /// not kept: Easel's button titles take one font and colour).
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        setTitle(title?.string, for: state)
    }

    /// `.custom` for a button made by `UIButton()`, `init(frame:)` or `UIButton(type: .custom)`,
    /// the glyph's type for a glyph button (`.infoLight` for the three info types), `.system`
    /// otherwise.
    public var buttonType: ButtonType {
        switch systemGlyph {
        case .contactAdd: .contactAdd
        case .info: .infoLight
        case .close: .close
        case nil: isCustomType ? .custom : .system
        }
    }

    /// The title showing now.
    public var currentTitle: String? { title }
    public var currentImage: Image? { image }
    public var currentBackgroundImage: Image? { backgroundImage(for: state) }
    public var currentTitleColor: Color { titleColor(for: state) }

    /// Space around the title and image (UIKit's deprecated `contentEdgeInsets`).
    public var contentEdgeInsets: EdgeInsets {
        get { contentInsets }
        set { contentInsets = newValue }
    }
}

extension Button.Configuration {
    /// A configuration of the iOS 15 `.filled()` style with its background set.
    public var background: Background {
        get { Background(backgroundColor: baseBackgroundColor, cornerRadius: cornerRadius) }
        set {
            baseBackgroundColor = newValue.backgroundColor
            if newValue.cornerRadius > 0 { cornerRadius = newValue.cornerRadius; cornerStyle = .fixed }
        }
    }

    /// The part of `UIBackgroundConfiguration` button code sets: a colour and a corner radius.
    public struct Background: Hashable, Sendable {
        public var backgroundColor: Color?
        public var cornerRadius: CGFloat
    }
}

extension Button.Configuration {
    /// Space around the content, by leading and trailing edge as UIKit spells it.
    public var contentInsets: NSDirectionalEdgeInsets {
        get {
            let insets = resolvedContentInsets
            return NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        }
        set { self.Easel::contentInsets = newValue.edgeInsets(isRightToLeft: false) }
    }
}
