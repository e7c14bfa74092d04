import Easel
import Testing

/// A view with a frame and a background, the building block of these scenes.
private func box(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, _ color: Color?) -> View {
    let view = View(frame: CGRect(x: x, y: y, width: width, height: height))
    view.backgroundColor = color
    return view
}

private let white = Pixel(red: 255, green: 255, blue: 255)
private let red = Pixel(red: 255, green: 0, blue: 0)
private let blue = Pixel(red: 0, green: 0, blue: 255)
private let green = Pixel(red: 0, green: 255, blue: 0)

@Suite struct RenderingTests {
    @Test func imageSizeIsPointsTimesScale() throws {
        let image = try box(0, 0, 0, 0, .white).render(size: CGSize(width: 20, height: 10), scale: 3)
        #expect(image.pixelWidth == 60)
        #expect(image.pixelHeight == 30)
        #expect(image.scale == 3)
        #expect(image.size == CGSize(width: 20, height: 10))
    }

    @Test func twoPointBorderAtScaleThreeIsSixPixelsWide() throws {
        let view = box(0, 0, 20, 20, .white)
        view.borderWidth = 2
        view.borderColor = .red
        let image = try view.render(scale: 3)
        for x in 0 ..< 6 { #expect(image[x, 30] == red, "x \(x)") }
        #expect(image[6, 30] == white)
        #expect(image[53, 30] == white)
        for x in 54 ..< 60 { #expect(image[x, 30] == red, "x \(x)") }
        for y in 0 ..< 6 { #expect(image[30, y] == red, "y \(y)") }
        #expect(image[30, 6] == white)
    }

    @Test func borderIsDrawnAboveSubviews() throws {
        let view = box(0, 0, 20, 20, .white)
        view.borderWidth = 2
        view.borderColor = .red
        view.addSubview(box(0, 0, 20, 20, .blue))
        let image = try view.render(scale: 1)
        #expect(image[0, 10] == red)
        #expect(image[1, 10] == red)
        #expect(image[2, 10] == blue)
    }

    @Test func pixelJustOutsideRoundedCornerShowsParentColour() throws {
        let parent = box(0, 0, 100, 100, .blue)
        let child = box(10, 10, 50, 50, .white)
        child.cornerRadius = 20
        parent.addSubview(child)
        let image = try parent.render(scale: 1)
        // The corner arc is centred at (30, 30) with radius 20; (10, 10) is 26 points from it.
        #expect(image[10, 10] == blue)
        #expect(image[12, 12] == blue)
        #expect(image[30, 10] == white)
        #expect(image[10, 30] == white)
        #expect(image[30, 30] == white)
        #expect(image[59, 59] == blue)
        #expect(image[60, 30] == blue)
    }

    @Test func maskedCornersRoundOnlyTheChosenCorners() throws {
        let parent = box(0, 0, 40, 40, .blue)
        let child = box(0, 0, 40, 40, .white)
        child.cornerRadius = 16
        child.maskedCorners = .top
        parent.addSubview(child)
        let image = try parent.render(scale: 1)
        #expect(image[0, 0] == blue)
        #expect(image[39, 0] == blue)
        #expect(image[0, 39] == white)
        #expect(image[39, 39] == white)
    }

    @Test func halfAlphaOverWhiteBlendsWithinOne() throws {
        let parent = box(0, 0, 10, 10, .white)
        let child = box(0, 0, 10, 10, .black)
        child.alpha = 0.5
        parent.addSubview(child)
        let pixel = try parent.render(scale: 1)[5, 5]
        // 255 × (1 − 0.5) = 127.5
        for component in [pixel.red, pixel.green, pixel.blue] {
            #expect(abs(Double(component) - 127.5) <= 1)
        }
        #expect(pixel.alpha == 255)
    }

    @Test func translucentViewComposesItsSubviewsAsOneLayer() throws {
        let parent = box(0, 0, 30, 10, .white)
        let group = box(0, 0, 30, 10, nil)
        group.alpha = 0.5
        group.addSubview(box(0, 0, 20, 10, .black))
        group.addSubview(box(10, 0, 20, 10, .black))
        parent.addSubview(group)
        let image = try parent.render(scale: 1)
        // Where the two black boxes overlap, the result is the same as where only one is.
        #expect(image[15, 5] == image[5, 5])
        #expect(image[15, 5] == image[25, 5])
        #expect(abs(Double(image[15, 5].red) - 127.5) <= 1)
    }

    @Test func hiddenViewAndItsSubviewsDrawNothing() throws {
        let parent = box(0, 0, 20, 20, .white)
        let hidden = box(0, 0, 20, 20, .red)
        hidden.isHidden = true
        hidden.addSubview(box(5, 5, 10, 10, .green))
        parent.addSubview(hidden)
        let image = try parent.render(scale: 1)
        for (x, y) in [(0, 0), (10, 10), (19, 19)] { #expect(image[x, y] == white) }
    }

    @Test func zeroAlphaDrawsNothing() throws {
        let parent = box(0, 0, 20, 20, .white)
        let invisible = box(0, 0, 20, 20, .red)
        invisible.alpha = 0
        parent.addSubview(invisible)
        #expect(try parent.render(scale: 1)[10, 10] == white)
    }

    @Test func clipsToBoundsClipsAGrandchild() throws {
        let root = box(0, 0, 60, 60, .white)
        let clipper = box(10, 10, 20, 20, nil)
        clipper.clipsToBounds = true
        let child = box(0, 0, 10, 10, nil)
        child.addSubview(box(-10, -10, 100, 100, .red))
        clipper.addSubview(child)
        root.addSubview(clipper)
        let image = try root.render(scale: 1)
        #expect(image[10, 10] == red)
        #expect(image[29, 29] == red)
        #expect(image[9, 15] == white)
        #expect(image[30, 15] == white)
        #expect(image[50, 50] == white)
    }

    @Test func withoutClippingSubviewsDrawOutsideTheirParent() throws {
        let root = box(0, 0, 60, 60, .white)
        let parent = box(10, 10, 20, 20, nil)
        parent.addSubview(box(0, 0, 40, 40, .red))
        root.addSubview(parent)
        #expect(try root.render(scale: 1)[45, 45] == red)
    }

    @Test func roundedClipCutsTheCorner() throws {
        let root = box(0, 0, 40, 40, .white)
        let card = box(0, 0, 40, 40, nil)
        card.cornerRadius = 20
        card.clipsToBounds = true
        card.addSubview(box(0, 0, 40, 40, .red))
        root.addSubview(card)
        let image = try root.render(scale: 1)
        #expect(image[1, 1] == white)
        #expect(image[20, 20] == red)
    }

    @Test func laterSubviewsDrawOnTopAndInsertAtZeroGoesToTheBack() throws {
        let root = box(0, 0, 10, 10, .white)
        root.addSubview(box(0, 0, 10, 10, .red))
        root.addSubview(box(0, 0, 10, 10, .green))
        #expect(try root.render(scale: 1)[5, 5] == green)
        root.insertSubview(box(0, 0, 10, 10, .blue), at: 0)
        #expect(try root.render(scale: 1)[5, 5] == green)
        root.insertSubview(box(0, 0, 10, 10, .blue), at: 3)
        #expect(try root.render(scale: 1)[5, 5] == blue)
    }

    @Test func boundsOriginScrollsTheContent() throws {
        let root = box(0, 0, 20, 20, .white)
        root.addSubview(box(10, 10, 10, 10, .red))
        root.bounds.origin = CGPoint(x: 10, y: 10)
        let image = try root.render(scale: 1)
        #expect(image[0, 0] == red)
        #expect(image[9, 9] == red)
        #expect(image[15, 15] == white)
    }

    @Test func rootIsDrawnAtTheImageOriginWhateverItsFrame() throws {
        let root = box(100, 50, 10, 10, .red)
        #expect(try root.render(scale: 1)[0, 0] == red)
    }

    @Test func customDrawRunsInBoundsCoordinatesBelowSubviews() throws {
        final class Diagonal: View {
            override func draw(in canvas: Canvas) {
                canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 10), with: .red)
            }
        }
        let root = box(0, 0, 20, 20, .white)
        let custom = Diagonal(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        custom.backgroundColor = .blue
        custom.addSubview(box(5, 5, 5, 5, .green))
        root.addSubview(custom)
        let image = try root.render(scale: 1)
        #expect(image[5, 5] == white)
        #expect(image[12, 12] == red)
        #expect(image[17, 17] == green)
    }

    @Test func transparentAreasStayTransparent() throws {
        let image = try box(0, 0, 4, 4, nil).render(scale: 1)
        #expect(image[1, 1] == Pixel(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(!image.isOpaque)
    }

    @Test(arguments: [
        CGSize(width: 0, height: 10), CGSize(width: 10, height: 0), CGSize(width: -5, height: 10),
        CGSize(width: CGFloat.infinity, height: 10), CGSize(width: CGFloat.nan, height: 10),
    ])
    func sizesWithoutAreaAreErrors(size: CGSize) throws {
        #expect(throws: RenderError.self) { try View().render(size: size, scale: 1) }
    }

    @Test func renderingAViewWithNoFrameAndNoSizeSaysSo() {
        let error = #expect(throws: RenderError.self) { try View().render(scale: 1) }
        #expect(error?.description.contains("cannot render View at 0.0×0.0 points") == true)
    }

    @Test func sizesOverTheLimitsAreErrorsNotCrashes() throws {
        #expect(throws: ImageError.tooLarge(width: 16_385, height: 10)) {
            try View().render(size: CGSize(width: 16_385, height: 10), scale: 1)
        }
        #expect(throws: ImageError.tooLarge(width: 30_000, height: 30)) {
            try View().render(size: CGSize(width: 10_000, height: 10), scale: 3)
        }
        // Each side is allowed, the total is not: 16384 × 16384 is 256 Mi pixels plus change.
        #expect(throws: ImageError.tooLarge(width: 16_384, height: 16_385)) {
            try View().render(size: CGSize(width: 16_384, height: 16_385), scale: 1)
        }
        #expect(throws: ImageError.tooLarge(width: Int.max, height: Int.max)) {
            try View().render(size: CGSize(width: 1e300, height: 1e300), scale: 1e300)
        }
        #expect(throws: ImageError.invalidScale(0)) { try box(0, 0, 1, 1, nil).render(scale: 0) }
    }

    @Test func errorMessagesSayWhatIsAllowed() {
        #expect(ImageError.tooLarge(width: 20_000, height: 10).description
            == "image size 20000×10 pixels is too large: at most 16384 pixels a side and 268435456 pixels (256 megapixels) in all")
    }

    @Test func viewControllerRendersItsLoadedView() throws {
        final class RedController: ViewController {
            override func loadView() { view = box(0, 0, 0, 0, .red) }
        }
        let image = try RedController().render(size: CGSize(width: 8, height: 8), scale: 1)
        #expect(image[4, 4] == red)
        #expect(image.pixelWidth == 8)
    }

    @Test func exampleCardsScreenDrawsItsParts() throws {
        let screen = ExampleScreen.cards
        let image = try screen.makeView().render(size: screen.size, scale: 1)
        #expect(image.pixelWidth == 320 && image.pixelHeight == 480)
        #expect(image[5, 5] == Pixel(.systemBlue))                         // header
        #expect(image[5, 470] == Pixel(.systemGroupedBackground))          // screen background
        #expect(image[200, 180] == white)                                  // second card body
        #expect(image[20, 220] == Pixel(.systemGreen))                     // clipped swatch
        #expect(image[16, 200] != Pixel(.systemGreen))                     // border on top of it
    }
}
