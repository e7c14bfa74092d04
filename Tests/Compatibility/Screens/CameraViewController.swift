import EaselUIKit
import Foundation

/// A camera screen drawn the way camera apps draw theirs: a shutter button of two shape-layer
/// rings, a recording progress ring drawn in draw(_:), a gradient header from a CAGradientLayer
/// sublayer and a close button drawn with CGContext.
final class CameraViewController: UIViewController {
    let header = GradientHeaderView()
    let closeButton = CloseButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    let progress = ProgressRingView()
    let shutter = ShutterButton(frame: CGRect(x: 0, y: 0, width: 78, height: 78))
    let finder = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        // The viewfinder: a dusky "photo" of a sky behind everything.
        let sky = CAGradientLayer()
        sky.colors = [UIColor(red: 0.16, green: 0.22, blue: 0.42, alpha: 1).cgColor,
                      UIColor(red: 0.85, green: 0.48, blue: 0.36, alpha: 1).cgColor,
                      UIColor(red: 0.12, green: 0.10, blue: 0.12, alpha: 1).cgColor]
        sky.locations = [0, 0.62, 0.63]
        finder.layer.addSublayer(sky)
        finder.layer.cornerRadius = 12
        finder.layer.cornerCurve = .continuous
        finder.layer.masksToBounds = true
        view.addSubview(finder)
        view.addSubview(header)
        header.addSubview(closeButton)
        header.titleLabel.text = "Photo"
        view.addSubview(progress)
        progress.progress = 0.35
        view.addSubview(shutter)
        shutter.accessibilityIdentifier = "shutter"
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        finder.frame = CGRect(x: 8, y: 8, width: bounds.width - 16, height: bounds.height - 150)
        finder.layer.sublayers?.first?.frame = finder.bounds
        header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 96)
        closeButton.frame = CGRect(x: 12, y: 26, width: 44, height: 44)
        progress.frame = CGRect(x: bounds.width - 60, y: 28, width: 40, height: 40)
        shutter.center = CGPoint(x: bounds.midX, y: bounds.height - 71)
    }
}

/// A header darkening the top of the viewfinder: black at 60% fading to clear.
final class GradientHeaderView: UIView {
    private let gradient = CAGradientLayer()
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradient.colors = [UIColor.black.withAlphaComponent(0.6).cgColor, UIColor.black.withAlphaComponent(0).cgColor]
        layer.insertSublayer(gradient, at: 0)
        titleLabel.textColor = .white
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = bounds
        titleLabel.frame = CGRect(x: 60, y: 36, width: bounds.width - 120, height: 24)
    }
}

/// A round translucent button with an X drawn by Core Graphics.
final class CloseButton: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.black.withAlphaComponent(0.35).cgColor)
        context.fillEllipse(in: rect.insetBy(dx: 4, dy: 4))
        context.saveGState()
        context.translateBy(x: rect.midX, y: rect.midY)
        context.rotate(by: .pi / 4)
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(2.5)
        context.setLineCap(.round)
        context.move(to: CGPoint(x: -9, y: 0))
        context.addLine(to: CGPoint(x: 9, y: 0))
        context.move(to: CGPoint(x: 0, y: -9))
        context.addLine(to: CGPoint(x: 0, y: 9))
        context.strokePath()
        context.restoreGState()
    }
}

/// Recording progress: a faint track and a yellow arc from 12 o'clock, drawn in draw(_:).
final class ProgressRingView: UIView {
    var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2 - 3
        let track = UIBezierPath(arcCenter: centre, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = 4
        UIColor.white.withAlphaComponent(0.25).setStroke()
        track.stroke()
        let arc = UIBezierPath(arcCenter: centre, radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
        arc.lineWidth = 4
        arc.lineCapStyle = .round
        UIColor.systemYellow.setStroke()
        arc.stroke()
    }
}

/// The shutter: a white outer ring and a red inner ring three quarters round, both shape layers.
final class ShutterButton: UIView {
    private let outerRing = CAShapeLayer()
    private let innerRing = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for ring in [outerRing, innerRing] {
            ring.fillColor = UIColor.clear.cgColor
            layer.addSublayer(ring)
        }
        outerRing.strokeColor = UIColor.white.cgColor
        outerRing.lineWidth = 5
        innerRing.strokeColor = UIColor.systemRed.cgColor
        innerRing.lineWidth = 8
        innerRing.lineCap = .round
        innerRing.strokeEnd = 0.75
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        outerRing.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2.5, dy: 2.5)).cgPath
        innerRing.path = UIBezierPath(arcCenter: centre, radius: bounds.width / 2 - 14, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
    }
}
