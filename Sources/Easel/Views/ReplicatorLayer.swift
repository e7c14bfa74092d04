import Foundation

/// A layer that draws its sublayers several times, as `CAReplicatorLayer`: instance 0 is the
/// sublayers as they are, and instance n has `instanceTransform` applied n times, about the
/// centre of the replicator's bounds, and is tinted by `instanceColor` plus n times each
/// offset (components held to 0…1). An activity indicator's ring of dots:
///
///     let ring = ReplicatorLayer()
///     ring.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
///     let dot = Layer()
///     dot.frame = CGRect(x: 18, y: 2, width: 4, height: 4)
///     dot.backgroundColor = .gray
///     ring.addSublayer(dot)
///     ring.instanceCount = 8
///     ring.instanceTransform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
///     ring.instanceAlphaOffset = -0.1
open class ReplicatorLayer: Layer {
    /// How many copies of the sublayers are drawn (CAReplicatorLayer's default, 1); none below 1.
    public var instanceCount = 1
    /// What turns each instance into the next, about the bounds' centre; its 2-D part is drawn.
    public var instanceTransform: Transform3D = .identity
    /// Multiplies instance 0's colours (CAReplicatorLayer's default, opaque white, changes
    /// nothing); nil is white.
    public var instanceColor: Color? = .white
    /// Added to `instanceColor`'s components once more for each instance after the first.
    public var instanceRedOffset: Float = 0
    public var instanceGreenOffset: Float = 0
    public var instanceBlueOffset: Float = 0
    public var instanceAlphaOffset: Float = 0
    /// Shifts each instance's animations in time; a render shows model values, so it changes
    /// nothing drawn.
    public var instanceDelay: TimeInterval = 0
    /// Whether the instances keep their depth; Easel draws them flat, in order, either way,
    /// which is what a replicator with flat instance transforms shows.
    public var preservesDepth = false

    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The colour instance `index` is multiplied by.
    public func tint(ofInstance index: Int) -> Color {
        let base = instanceColor ?? .white, n = Double(index)
        func unit(_ value: Double) -> Double { min(1, max(0, value)) }
        return Color(red: unit(base.red + n * Double(instanceRedOffset)), green: unit(base.green + n * Double(instanceGreenOffset)),
                     blue: unit(base.blue + n * Double(instanceBlueOffset)), alpha: unit(base.alpha + n * Double(instanceAlphaOffset)))
    }
}
