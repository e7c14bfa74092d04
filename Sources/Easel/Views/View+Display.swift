import Foundation

extension View {
    /// Marks the view's content for drawing again. Easel draws every view afresh at each render,
    /// so the next render shows the change whether or not this is called.
    public func setNeedsDisplay() {}

    /// Marks part of the view for drawing again; see `setNeedsDisplay()`.
    public func setNeedsDisplay(_ rect: CGRect) {}
}
