import Foundation

/// A layer's 4×4 transform, as Core Animation's `CATransform3D`: a point (x, y, z, 1) as a row
/// times the matrix. Easel draws the 2-D part (`affineTransform`); a transform with
/// perspective or a turn out of the screen's plane is reported when drawn
/// (`Layer.unsupportedDrawingHandler`).
///
///     ring.transform = Transform3D(scaleX: 0.8, y: 0.8, z: 1)
public struct Transform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The identity, as `CATransform3DIdentity`.
    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// The 2-D transform as a 3-D one, as `CATransform3DMakeAffineTransform`.
    public init(_ affine: CGAffineTransform) {
        self = .identity
        (m11, m12, m21, m22, m41, m42) = (affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat) {
        self = .identity
        (m11, m22, m33) = (sx, sy, sz)
    }

    public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat) {
        self = .identity
        (m41, m42, m43) = (tx, ty, tz)
    }

    /// A turn of `angle` radians about the axis (x, y, z), as `CATransform3DMakeRotation`: about
    /// (0, 0, 1) it turns clockwise on screen, as `CGAffineTransform(rotationAngle:)`.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { self = .identity; return }
        let (x, y, z) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        self.init(m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
                  m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
                  m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
    }

    public var isIdentity: Bool { self == .identity }

    /// Whether the transform keeps the screen's plane flat: no perspective and no turn out of
    /// it, so `affineTransform` is all of it that shows.
    public var isAffine: Bool {
        m13 == 0 && m23 == 0 && m31 == 0 && m32 == 0 && m14 == 0 && m24 == 0 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The part that moves points in the screen's plane, as `CATransform3DGetAffineTransform`.
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `self` then `other`, as `CATransform3DConcat(self, other)`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = rows, b = other.rows
        var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0 ..< 4 {
            for j in 0 ..< 4 { r[i][j] = (0 ..< 4).reduce(0) { $0 + a[i][$1] * b[$1][j] } }
        }
        return Transform3D(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                           m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    private var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// A scale applied before this transform, as `CATransform3DScale`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat, z sz: CGFloat) -> Transform3D {
        Transform3D(scaleX: sx, y: sy, z: sz).concatenating(self)
    }

    /// A move applied before this transform, as `CATransform3DTranslate`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat, z tz: CGFloat) -> Transform3D {
        Transform3D(translationX: tx, y: ty, z: tz).concatenating(self)
    }

    /// A turn applied before this transform, as `CATransform3DRotate`.
    public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }
}
