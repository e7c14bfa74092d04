import CCairo
import EaselImage
import Foundation

extension Canvas {
    /// Draws the shadow of what `shape` draws: its alpha, moved by `offset` and blurred by a
    /// Gaussian of standard deviation `sigma` (points), filled with `color`. Only the part that
    /// can show inside the current clip is computed, on an alpha-only surface the size of the
    /// shadow's bounds; wide blurs are computed at a lower resolution (at least 3 mask pixels a
    /// sigma, where the bilinear enlargement cannot be told from the full-resolution blur).
    /// `cover`, when given, is a rectangle that the caller fills with an opaque colour right after
    /// (a layer's own background: Core Animation draws the shadow beneath the layer); the shadow's
    /// pixels wholly inside it are neither computed nor composited.
    ///
    ///     canvas.drawShadow(of: card, color: .black.withAlpha(0.2), offset: CGSize(width: 0, height: 4),
    ///                       sigma: 8) { $0.fill(Path(roundedRect: card, cornerRadius: 12), with: .black) }
    public func drawShadow(of shapeBounds: CGRect, color: Color, offset: CGSize, sigma: CGFloat, cover: CGRect? = nil,
                           shape: (Canvas) -> Void) {
        guard color.alpha > 0, sigma.isFinite, sigma >= 0, !shapeBounds.isNull, shapeBounds.width.isFinite, shapeBounds.height.isFinite,
              offset.width.isFinite, offset.height.isFinite else { return }
        let reach = sigma * AlphaBlur.reach
        let shadow = shapeBounds.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -reach, dy: -reach)
        // Shape beyond the visible part still blurs into it: keep a reach of it around the clip.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        let clip = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        let region = shadow.intersection(clip.insetBy(dx: -reach, dy: -reach))
        guard !region.isNull, region.width > 0, region.height > 0, region.width.isFinite, region.height.isFinite else { return }

        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let devicePerPoint = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        guard devicePerPoint.isFinite, devicePerPoint > 0 else { return }
        let reduction = Int(min(8, max(1, (sigma * devicePerPoint / 3).rounded(.down))))
        // A blur far wider than the canvas needs a mask wider than any surface at the finest
        // reduction; a coarser one (still many pixels a sigma) stands in, so that the shadow's
        // work fits the canvas rather than growing with the blur.
        let natural = devicePerPoint / CGFloat(reduction), side = max(region.width, region.height)
        let resolution = side * natural <= CGFloat(Image.maximumSide) ? natural : min(natural, Self.largestShadowMaskSide / side)
        if matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.xx == matrix.yy,
           max(region.width, region.height) * matrix.xx <= CGFloat(Image.maximumSide) {
            drawAlignedShadow(region: region, clip: clip, matrix: matrix, reduction: reduction, color: color, offset: offset, sigma: sigma,
                              cover: cover, shape: shape)
        } else {
            drawTransformedShadow(region: region, resolution: resolution, color: color, offset: offset, sigma: sigma, shape: shape)
        }
    }

    /// The widest mask, in pixels, that a shadow too wide for a surface is computed in.
    static let largestShadowMaskSide: CGFloat = 2048

    /// The usual case, no rotation: the mask is laid on whole device pixels, enlarged by
    /// `AlphaUpscale` and composited unscaled.
    private func drawAlignedShadow(region: CGRect, clip: CGRect, matrix: cairo_matrix_t, reduction: Int, color: Color, offset: CGSize,
                                   sigma: CGFloat, cover: CGRect?, shape: (Canvas) -> Void) {
        let scale = matrix.xx
        let left = (region.minX * scale + matrix.x0).rounded(.down), top = (region.minY * scale + matrix.y0).rounded(.down)
        let right = (region.maxX * scale + matrix.x0).rounded(.up), bottom = (region.maxY * scale + matrix.y0).rounded(.up)
        let limit = CGFloat(Image.maximumSide)
        guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite, right - left <= limit, bottom - top <= limit else { return }
        let width = Int(right - left), height = Int(bottom - top)
        // The device pixels the clip lets show, relative to the shadow's top-left pixel: the
        // mask covers the blur's reach around them, but only these are enlarged and composited.
        let shownRight = Int(min(right, (clip.maxX * scale + matrix.x0).rounded(.up)) - left)
        let shownBottom = Int(min(bottom, (clip.maxY * scale + matrix.y0).rounded(.up)) - top)
        let shownLeft = Int(max(left, (clip.minX * scale + matrix.x0).rounded(.down)) - left)
        let shownTop = Int(max(top, (clip.minY * scale + matrix.y0).rounded(.down)) - top)
        guard shownLeft < shownRight, shownTop < shownBottom else { return }
        // The device pixels the cover fills completely, relative to the shadow's top-left pixel.
        var hidden: (columns: Range<Int>, rows: Range<Int>)?
        if let cover, !cover.isNull, cover.width.isFinite, cover.height.isFinite {
            let coverLeft = max(left, (cover.minX * scale + matrix.x0).rounded(.up)), coverRight = min(right, (cover.maxX * scale + matrix.x0).rounded(.down))
            let coverTop = max(top, (cover.minY * scale + matrix.y0).rounded(.up)), coverBottom = min(bottom, (cover.maxY * scale + matrix.y0).rounded(.down))
            if coverLeft < coverRight, coverTop < coverBottom {
                hidden = (Int(coverLeft - left) ..< Int(coverRight - left), Int(coverTop - top) ..< Int(coverBottom - top))
            }
        }
        let factor = CGFloat(reduction)
        let lowWidth = (width + reduction - 1) / reduction + 1, lowHeight = (height + reduction - 1) / reduction + 1
        let resolution = scale / factor
        guard let mask = makeMask(pixelWidth: lowWidth, pixelHeight: lowHeight, resolution: resolution,
                                  origin: CGPoint(x: (left - matrix.x0) / scale - offset.width, y: (top - matrix.y0) / scale - offset.height),
                                  sigma: sigma, shape: shape) else { return }
        let full: ImageSurface
        // The enlarged part: from whole blocks, one block before the first shown pixel (whose
        // first half would otherwise blend with no block before it), to the last shown pixel.
        var part = (x: 0, y: 0, width: width, height: height)
        if reduction == 1 {
            full = mask.surface
        } else {
            let firstColumn = max(0, shownLeft / reduction - 1), firstRow = max(0, shownTop / reduction - 1)
            part = (firstColumn * reduction, firstRow * reduction, shownRight - firstColumn * reduction, shownBottom - firstRow * reduction)
            if let scratch = shadowScratch, scratch.pixelWidth >= part.width, scratch.pixelHeight >= part.height {
                full = scratch
            } else {
                do {
                    // One surface serves every shadow on the canvas: fresh memory costs page faults.
                    full = try ImageSurface(pixelWidth: max(part.width, shadowScratch?.pixelWidth ?? 0),
                                            pixelHeight: max(part.height, shadowScratch?.pixelHeight ?? 0), alphaOnly: true)
                } catch {
                    failure = failure ?? error
                    return
                }
                shadowScratch = full
            }
            cairo_surface_flush(full.pointer)
            let low = mask.surface.pointer, high = full.pointer
            let skipping = hidden.map { ($0.columns.clamped(to: part.x ..< part.x + part.width).shifted(by: -part.x),
                                         $0.rows.clamped(to: part.y ..< part.y + part.height).shifted(by: -part.y)) }
            if let from = cairo_image_surface_get_data(low), let to = cairo_image_surface_get_data(high) {
                let lowStride = Int(cairo_image_surface_get_stride(low))
                AlphaUpscale.apply(from: from + firstRow * lowStride + firstColumn, sourceWidth: lowWidth - firstColumn,
                                   sourceHeight: lowHeight - firstRow, sourceStride: lowStride,
                                   to: to, width: part.width, height: part.height, targetStride: Int(cairo_image_surface_get_stride(high)),
                                   factor: reduction, skipping: skipping)
            }
            cairo_surface_mark_dirty(high)
        }
        // The hole, kept inside the part: under the even-odd rule a hole outside it would be filled.
        let hole = hidden.map { ($0.columns.clamped(to: part.x ..< part.x + part.width), $0.rows.clamped(to: part.y ..< part.y + part.height)) }
        withCairoContext { cairo in
            cairo_identity_matrix(cairo)
            let originX = left + CGFloat(part.x), originY = top + CGFloat(part.y)
            cairo_rectangle(cairo, originX, originY, CGFloat(part.width), CGFloat(part.height))
            if let hole, !hole.0.isEmpty, !hole.1.isEmpty {
                cairo_rectangle(cairo, left + CGFloat(hole.0.lowerBound), top + CGFloat(hole.1.lowerBound),
                                CGFloat(hole.0.count), CGFloat(hole.1.count))
                cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
            }
            cairo_clip(cairo)
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            cairo_mask_surface(cairo, full.pointer, originX, originY)
        }
    }

    /// Under a rotation or skew: the mask is drawn in the view's own coordinates and Cairo
    /// enlarges it through the transform.
    private func drawTransformedShadow(region: CGRect, resolution: CGFloat, color: Color, offset: CGSize, sigma: CGFloat, shape: (Canvas) -> Void) {
        let width = max(1, (region.width * resolution).rounded(.up)), height = max(1, (region.height * resolution).rounded(.up))
        guard width.isFinite, height.isFinite, width <= CGFloat(Image.maximumSide), height <= CGFloat(Image.maximumSide) else { return }
        guard let mask = makeMask(pixelWidth: Int(width), pixelHeight: Int(height), resolution: resolution,
                                  origin: CGPoint(x: region.minX - offset.width, y: region.minY - offset.height),
                                  sigma: sigma, shape: shape) else { return }
        withCairoContext { cairo in
            cairo_rectangle(cairo, region.minX, region.minY, region.width, region.height)
            cairo_clip(cairo)
            let pattern = cairo_pattern_create_for_surface(mask.surface.pointer)!
            defer { cairo_pattern_destroy(pattern) }
            var toMask = cairo_matrix_t()
            cairo_matrix_init_scale(&toMask, resolution, resolution)
            cairo_matrix_translate(&toMask, -region.minX, -region.minY)
            cairo_pattern_set_matrix(pattern, &toMask)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            cairo_mask(cairo, pattern)
        }
    }

    /// An alpha canvas whose top-left pixel shows the point `origin` of the shape, `resolution`
    /// pixels a point, with the shape drawn and blurred in it.
    private func makeMask(pixelWidth: Int, pixelHeight: Int, resolution: CGFloat, origin: CGPoint,
                          sigma: CGFloat, shape: (Canvas) -> Void) -> Canvas? {
        let mask: Canvas
        do {
            mask = try Canvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: resolution, alphaOnly: true)
        } catch {
            failure = failure ?? error
            return nil
        }
        mask.translate(by: CGPoint(x: -origin.x, y: -origin.y))
        shape(mask)
        if let problem = mask.failure {
            failure = failure ?? problem
            return nil
        }
        let surface = mask.surface.pointer
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            AlphaBlur(sigma: sigma * resolution).apply(
                to: data, width: pixelWidth, height: pixelHeight, stride: Int(cairo_image_surface_get_stride(surface)))
        }
        cairo_surface_mark_dirty(surface)
        return mask
    }

    /// Applies `transform` to later drawing (after the current one, as `CGContext.concatenate`).
    public func concatenate(_ transform: CGAffineTransform) {
        guard !transform.isIdentity else { return }
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(context, &matrix)
    }
}

extension Range<Int> {
    /// The range moved by `offset`.
    fileprivate func shifted(by offset: Int) -> Range<Int> {
        lowerBound + offset ..< upperBound + offset
    }
}
