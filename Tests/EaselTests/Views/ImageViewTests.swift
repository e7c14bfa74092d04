import Easel
import Testing

private let orange = Pixel(red: 255, green: 149, blue: 0)
private let blue = Pixel(red: 0, green: 122, blue: 255)
private let grey = Pixel(.systemGray5)
private let white = Pixel(red: 255, green: 255, blue: 255)

/// 40 × 20 pixels: the left half orange, the right half blue.
func twoToneImage(scale: CGFloat = 1) throws -> Image {
    var bytes = [UInt8]()
    for _ in 0 ..< 20 {
        for x in 0 ..< 40 { bytes += x < 20 ? [255, 149, 0, 255] : [0, 122, 255, 255] }
    }
    return try Image(pixelWidth: 40, pixelHeight: 20, scale: scale, pixels: bytes)
}

/// A 60 × 60 image view at (20, 20) on a white 100 × 100 root, rendered at scale 1.
private func render(_ mode: ContentMode, image: Image? = nil) throws -> Image {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.backgroundColor = .white
    let view = ImageView(image: try image ?? twoToneImage())
    view.contentMode = mode
    view.backgroundColor = .systemGray5
    view.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
    root.addSubview(view)
    return try root.render(scale: 1)
}

@Suite struct ImageViewTests {
    @Test func aspectFitIsLetterboxed() throws {
        let image = try render(.scaleAspectFit)
        // 40 × 20 scaled by 1.5 to 60 × 30, centred: bars of 15 points above and below.
        #expect(image[50, 25] == grey)
        #expect(image[50, 74] == grey)
        #expect(image[25, 50] == orange)
        #expect(image[75, 50] == blue)
        #expect(image[25, 36] == orange)
        #expect(image[25, 34] == grey)
    }

    @Test func aspectFillIsCroppedToTheBounds() throws {
        let image = try render(.scaleAspectFill)
        // Scaled by 3 to 120 × 60, centred: 30 points cut off each side; no grey shows.
        #expect(image[21, 21] == orange)
        #expect(image[78, 78] == blue)
        #expect(image[40, 50] == orange)
        #expect(image[60, 50] == blue)
        // Nothing is drawn outside the view.
        #expect(image[19, 50] == white)
        #expect(image[80, 50] == white)
    }

    @Test func scaleToFillStretches() throws {
        let image = try render(.scaleToFill)
        #expect(image[21, 21] == orange)
        #expect(image[21, 78] == orange)
        #expect(image[78, 21] == blue)
        #expect(image[48, 50] == orange)
        #expect(image[52, 50] == blue)
    }

    @Test func centerAndCornerModesDoNotScale() throws {
        let centred = try render(.center)
        #expect(centred[31, 41] == orange)   // 40 × 20 centred: (30, 40) to (70, 60)
        #expect(centred[68, 58] == blue)
        #expect(centred[29, 50] == grey)
        let corner = try render(.bottomRight)
        #expect(corner[79, 79] == blue)
        #expect(corner[41, 61] == orange)
        #expect(corner[39, 61] == grey)
    }

    @Test func contentModeGeometry() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let content = CGSize(width: 20, height: 20)
        #expect(ContentMode.scaleAspectFit.rect(for: content, in: bounds) == CGRect(x: 25, y: 0, width: 50, height: 50))
        #expect(ContentMode.scaleAspectFill.rect(for: content, in: bounds) == CGRect(x: 0, y: -25, width: 100, height: 100))
        #expect(ContentMode.top.rect(for: content, in: bounds) == CGRect(x: 40, y: 0, width: 20, height: 20))
        #expect(ContentMode.left.rect(for: content, in: bounds) == CGRect(x: 0, y: 15, width: 20, height: 20))
        #expect(ContentMode.topRight.rect(for: content, in: bounds) == CGRect(x: 80, y: 0, width: 20, height: 20))
        #expect(ContentMode.bottomLeft.rect(for: content, in: bounds) == CGRect(x: 0, y: 30, width: 20, height: 20))
    }

    @Test func intrinsicSizeIsInPoints() throws {
        let view = ImageView(image: try twoToneImage(scale: 2))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10))
        #expect(view.frame.size == CGSize(width: 20, height: 10))
        #expect(ImageView().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    @Test func aHighScaleImageDrawsSharplyAtTheSameScale() throws {
        let view = ImageView(image: try twoToneImage(scale: 2))
        let image = try view.render(scale: 2)
        #expect(image.pixelWidth == 40)
        #expect(image[19, 5] == orange)
        #expect(image[20, 5] == blue)
    }

    @Test func templateImagesAreFilledWithTheTint() throws {
        let view = ImageView(image: try twoToneImage().withRenderingMode(.alwaysTemplate))
        view.tintColor = .systemGreen
        let image = try view.render(scale: 1)
        #expect(image[5, 5] == Pixel(.systemGreen))
        #expect(image[35, 5] == Pixel(.systemGreen))
    }

    @Test func namedImagesComeFromEaselsResources() throws {
        let logo = try #require(Image(named: "objc-logo"))
        #expect(logo.scale == 2)
        #expect(logo.size == CGSize(width: 80, height: 80))
        #expect(Image(named: "objc-logo@2x.png")?.scale == 2)
        #expect(Image(named: "no-such-image") == nil)
    }
}
