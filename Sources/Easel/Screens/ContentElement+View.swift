import Foundation

// The one place an element becomes a view, whether it was written in Swift or read from a
// screen file.
extension ContentElement {
    /// A new view for the element (vertical stacks are assumed for a spacer; `StackView(elements:)`
    /// gives spacers its own axis).
    public var view: View {
        makeView(along: .vertical, trace: nil)
    }

    /// The element's view; `axis` is the enclosing stack's (a spacer's direction), `trace` notes
    /// the screen-file element each view came from.
    func makeView(along axis: Axis, trace: ElementTrace?) -> View {
        let view = makeBareView(along: axis, trace: trace)
        trace?.record(view)
        return view
    }

    private func makeBareView(along axis: Axis, trace: ElementTrace?) -> View {
        switch self {
        case let .label(text, font, color, lines, alignment):
            let label = Label(text)
            label.numberOfLines = lines
            // Text without a font of its own is body text, and follows the reader's text size.
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            if let color { label.textColor = color }
            label.textAlignment = alignment
            return label
        case let .button(title, style, onTap):
            return Button(title: title, style: style, onTap: onTap)
        case let .image(image, contentMode, width, height, tint):
            let view = ImageView(image: image)
            view.contentMode = contentMode
            view.fixedWidth = width
            view.fixedHeight = height
            if let tint { view.tintColor = tint }
            return view
        case let .custom(view):
            return view
        case let .stack(elements, stackAxis, spacing, alignment, distribution, margins):
            let stack = StackView()
            stack.arrange(elements, axis: stackAxis, spacing: spacing, alignment: alignment, distribution: distribution, margins: margins, trace: trace)
            return stack
        case let .spacer(length):
            return StackView.spacer(length, along: axis)
        case let .box(width, height):
            let view = View()
            view.fixedWidth = width
            view.fixedHeight = height
            return view
        case let .styled(element, style):
            let view = element.makeBareView(along: axis, trace: trace)
            style.apply(to: view)
            return view
        case let .decorated(content, decoration, side, split, spacing, insets):
            return DecoratingView(content: content.makeView(along: side.axis, trace: trace?.child(0)),
                                  decoration: decoration.makeView(along: side.axis, trace: trace?.child(1)),
                                  side: side, split: split, spacing: spacing, insets: insets)
        case let .cascade(elements, offset):
            let children = elements.enumerated().map { $1.makeView(along: .vertical, trace: trace?.child($0)) }
            return CascadingView(children: children, offset: offset)
        case let .overlay(content, overlay):
            return OverlayView(OverlayLayout(content: content.makeView(along: .vertical, trace: trace?.child(0)),
                                             overlay: overlay.makeView(along: .vertical, trace: trace?.child(1))))
        case let .inset(element, insets):
            return InsetView(element.makeView(along: .vertical, trace: trace?.child(0)).withInsets(insets))
        case let .absolute(items, width, height):
            let container = AbsoluteLayoutView()
            container.fixedWidth = width
            container.fixedHeight = height
            for (index, (element, position)) in items.enumerated() {
                let child = element.makeView(along: .vertical, trace: trace?.child(index))
                switch position {
                case let .origin(point): container.add(child, .origin(point))
                case let .center(point): container.add(child, .center(point))
                }
            }
            return container
        case let .textField(placeholder, text, border, secure, clearButton, alignment, font, color):
            let field = TextField()
            field.text = text
            field.placeholder = placeholder
            field.borderStyle = border
            field.isSecureTextEntry = secure
            field.clearButtonMode = clearButton
            field.textAlignment = alignment
            if let font { field.font = font }
            if let color { field.textColor = color }
            return field
        case let .toggle(isOn, onTint):
            let toggle = Switch(isOn: isOn)
            toggle.onTintColor = onTint
            return toggle
        case let .segmented(titles, selected, selectedTint):
            let control = SegmentedControl(items: titles)
            control.selectedSegmentIndex = selected
            control.selectedSegmentTintColor = selectedTint
            return control
        case let .slider(value, minimum, maximum):
            return Slider(value: value, minimumValue: minimum, maximumValue: maximum)
        case let .progress(progress, style):
            return ProgressView(progress: progress, style: style)
        case let .scroll(elements, height, offset, spacing, margins):
            let stack = StackView()
            stack.arrange(elements, axis: .vertical, spacing: spacing, margins: margins, trace: trace)
            let scroll = StackScrollView(stack: stack)
            scroll.fixedHeight = height
            scroll.contentOffset = CGPoint(x: 0, y: offset)
            return scroll
        case let .list(sections, style, height):
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: style)
            table.staticSections = sections.map { section in
                TableSection(header: section.header, footer: section.footer, cells: section.rows.map(\.cell))
            }
            if let height {
                table.fixedHeight = height
            } else {
                table.isScrollEnabled = false
            }
            return table
        case let .gradient(gradient, width, height):
            let view = GradientView(gradient: gradient)
            view.fixedWidth = width
            view.fixedHeight = height
            return view
        }
    }
}

extension ContentElement.ListRow {
    /// A new cell showing the row.
    var cell: TableViewCell {
        let cell = TableViewCell(style: style ?? (detail == nil ? .default : .value1))
        cell.textLabel.text = text
        cell.detailTextLabel.text = detail
        cell.accessoryType = accessory
        if let toggle { cell.accessoryView = Switch(isOn: toggle) }
        if let image { cell.imageView.image = image }
        return cell
    }
}

extension ElementStyle {
    func apply(to view: View) {
        if let background { view.backgroundColor = background }
        if let cornerRadius { view.cornerRadius = cornerRadius }
        if let borderWidth { view.borderWidth = borderWidth }
        if let borderColor { view.borderColor = borderColor }
        if let cornerCurve { view.layer.cornerCurve = cornerCurve }
        if let shadow {
            let layer = view.layer
            layer.shadowColor = shadow.color
            layer.shadowAlpha = shadow.opacity
            layer.shadowRadius = shadow.radius
            layer.shadowOffset = shadow.offset
        }
        if let id { view.accessibilityIdentifier = id }
        accessibility?.apply(to: view)
    }
}

extension StackView {
    /// A stack of the elements' views with the seed's defaults: vertical, spacing 10.
    public convenience init(elements: [ContentElement], axis: Axis = .vertical) {
        self.init(frame: .zero)
        arrange(elements, axis: axis, trace: nil)
    }

    /// Makes the stack one of `elements`: the defaults every stack of elements has, Swift's and
    /// screen files' alike.
    func arrange(_ elements: [ContentElement], axis: Axis, spacing: CGFloat = 10, alignment: StackAlignment = .fill,
                 distribution: StackDistribution = .fill, margins: EdgeInsets? = nil, trace: ElementTrace?) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
        // The screen these stacks fill places them inside its safe area; a stack that overflows
        // the bottom keeps its own margins rather than growing them by the overflow.
        insetsLayoutMarginsFromSafeArea = false
        if let margins {
            layoutMargins = margins
            isLayoutMarginsRelativeArrangement = true
        }
        for (index, element) in elements.enumerated() {
            addArrangedSubview(element.makeView(along: axis, trace: trace?.child(index)))
        }
    }
}

extension ContentContainer {
    /// The screen a stack of elements fills (a `StackViewController`'s view, a screen file's
    /// root): the stack as wide as the safe area, at `placement`, on `background`.
    static func screen(_ stack: ContentElement, placement: Placement = .center, background: Color = .systemBackground, trace: ElementTrace? = nil) -> ContentContainer {
        let container = ContentContainer(content: stack.makeView(along: .vertical, trace: trace), placement: placement)
        container.backgroundColor = background
        return container
    }
}
