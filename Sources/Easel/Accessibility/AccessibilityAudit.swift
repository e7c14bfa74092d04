import Foundation

/// Holds a laid-out (and, for contrast, rendered) view tree to the accessibility checks.
struct AccessibilityAudit {
    let root: View
    /// The tree drawn at `scale`, for measuring text contrast on its pixels.
    let image: Image?

    func issues(_ checks: Set<AccessibilityCheck>) -> [AccessibilityIssue] {
        var issues: [AccessibilityIssue] = []
        let items = root.accessibilityItems()
        // In the order of `AccessibilityCheck`, element by element in reading order.
        if checks.contains(.missingLabel) {
            for item in items where item.isInteractive && (item.label ?? "").isEmpty {
                issues.append(AccessibilityIssue(check: .missingLabel, element: item.name, frame: item.frame,
                    detail: "it is interactive (\(item.traits)) but has no accessibilityLabel, so VoiceOver says only “\(item.description)”."))
            }
        }
        if checks.contains(.touchTarget) {
            let minimum = AccessibilityCheck.minimumTouchTarget
            for item in items where item.isInteractive && (item.frame.width < minimum || item.frame.height < minimum) {
                issues.append(AccessibilityIssue(check: .touchTarget, element: item.name, frame: item.frame,
                    detail: "its target is \(item.frame.width.compactText) × \(item.frame.height.compactText) points, under the 44 × 44 points Apple's Human Interface Guidelines ask for."))
            }
        }
        let labels = visibleLabels(in: root)
        if checks.contains(.contrast), let image {
            for label in labels {
                if let issue = contrastIssue(label, in: image) { issues.append(issue) }
            }
        }
        if checks.contains(.truncation) {
            let size = root.traitCollection.preferredContentSizeCategory
            for label in labels where label.displayedLayout?.isTruncated == true {
                issues.append(AccessibilityIssue(check: .truncation, element: Self.name(of: label), frame: label.convert(label.bounds, to: nil),
                    detail: "its text is cut short at content size \(size.shortName) (\(size)); let it wrap (numberOfLines = 0) or give it room."))
            }
        }
        return issues
    }

    /// The labels that draw text a person can see, depth first.
    private func visibleLabels(in view: View) -> [Label] {
        guard !view.isHidden, view.alpha > 0 else { return [] }
        var labels: [Label] = []
        if let label = view as? Label, !(label.text ?? "").isEmpty, !label.bounds.isEmpty { labels.append(label) }
        for subview in view.subviews { labels += visibleLabels(in: subview) }
        return labels
    }

    /// The label's text colour against its background, both read from the rendering: the
    /// background is the colour most of the label's pixels have, the text the pixel that
    /// differs from it most (a glyph's fully covered core, not its anti-aliased edge).
    private func contrastIssue(_ label: Label, in image: Image) -> AccessibilityIssue? {
        let frame = label.convert(label.bounds, to: nil)
        let scale = image.scale
        let x0 = max(0, Int((frame.minX * scale).rounded(.down))), x1 = min(image.pixelWidth, Int((frame.maxX * scale).rounded(.up)))
        let y0 = max(0, Int((frame.minY * scale).rounded(.down))), y1 = min(image.pixelHeight, Int((frame.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return nil }
        var counts: [Pixel: Int] = [:]
        for y in y0 ..< y1 {
            for x in x0 ..< x1 { counts[Self.opaque(image[x, y]), default: 0] += 1 }
        }
        guard let background = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key.packed > $1.key.packed) })?.key else { return nil }
        let backgroundLuminance = Self.luminance(background)
        var text = background, ratio = 1.0
        for pixel in counts.keys {
            let candidate = Self.contrast(Self.luminance(pixel), backgroundLuminance)
            if candidate > ratio || (candidate == ratio && pixel.packed < text.packed) { (text, ratio) = (pixel, candidate) }
        }
        guard text != background else { return nil }
        let font: Font = label.font
        let isLarge = font.size >= 18 || (font.size >= 14 && font.weight >= .bold)
        let required = isLarge ? 3.0 : 4.5
        guard ratio < required else { return nil }
        let measured = String(format: "%.2f", (ratio * 100).rounded(.down) / 100)
        let size = isLarge ? "large text (18 points, or 14 bold)" : "text under 18 points (14 bold)"
        return AccessibilityIssue(check: .contrast, element: Self.name(of: label), frame: frame,
            detail: "its text \(Self.hex(text)) on \(Self.hex(background)) measures \(measured):1, under WCAG AA's \(isLarge ? "3" : "4.5"):1 for \(size).")
    }

    /// A pixel as a person sees it: composited over white, as a screen with no window behind shows it.
    private static func opaque(_ pixel: Pixel) -> Pixel {
        guard pixel.alpha < 255 else { return pixel }
        let a = Int(pixel.alpha)
        func over(_ c: UInt8) -> UInt8 { UInt8((Int(c) * a + 255 * (255 - a) + 127) / 255) }
        return Pixel(red: over(pixel.red), green: over(pixel.green), blue: over(pixel.blue))
    }

    /// WCAG 2's relative luminance of an sRGB colour.
    static func luminance(_ pixel: Pixel) -> Double {
        func linear(_ c: UInt8) -> Double {
            let v = Double(c) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(pixel.red) + 0.7152 * linear(pixel.green) + 0.0722 * linear(pixel.blue)
    }

    /// WCAG 2's contrast ratio of two luminances, 1 to 21.
    static func contrast(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    private static func hex(_ pixel: Pixel) -> String {
        String(format: "#%02X%02X%02X", pixel.red, pixel.green, pixel.blue)
    }

    /// A label in messages: its type, text and identifier.
    static func name(of label: Label) -> String {
        var text = "\(label.publicTypeName) “\(label.text ?? "")”"
        if let id = label.accessibilityIdentifier { text += " (id: \(id))" }
        return text
    }
}

private extension Pixel {
    /// The four channels in one number, to break ties the same way on every run.
    var packed: UInt32 { UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 | UInt32(alpha) }
}

extension View {
    /// The ways this view, drawn in `configuration`, breaks `checks`: it is laid out (and, for
    /// `.contrast`, rendered) as the root of that screen first.
    ///
    ///     let issues = try form.accessibilityIssues(AccessibilityCheck.all, in: RenderConfiguration(device: .iPhoneSE))
    public func accessibilityIssues(_ checks: Set<AccessibilityCheck>, in configuration: RenderConfiguration) throws -> [AccessibilityIssue] {
        let image = checks.contains(.contrast) ? try render(configuration) : nil
        if image == nil { try layOut(configuration) }
        return AccessibilityAudit(root: self, image: image).issues(checks)
    }
}
