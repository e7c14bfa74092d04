// The views a screen file's `overlay` and `inset` elements are built with are Easel's machinery:
// tools name their public superclass.
extension OverlayView: ImplementationView {}
extension InsetView: ImplementationView {}
