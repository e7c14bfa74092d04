import EaselUIKit
import Foundation
import Testing

/// Custom drawing as UIKit code does it: UIGraphicsImageRenderer, UIBezierPath, UIColor.setFill.
@Suite struct CustomDrawingTests {
    /// A 10-point square at scale 2: the left half filled red through a rect path, a blue
    /// triangle stroked nowhere, and a 1-point green line stroked across the bottom.
    @Test func imageRendererDrawsPathsInTheColoursSet() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: {
            var format = UIGraphicsImageRendererFormat()
            format.scale = 2
            return format
        }())
        let image = renderer.image { context in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 10)).fill()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 5, y: 9.5))
            line.addLine(to: CGPoint(x: 10, y: 9.5))
            line.lineWidth = 1
            UIColor.green.setStroke()
            line.stroke()
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 5, y: 0, width: 5, height: 2))
        }
        #expect(image.pixelWidth == 20 && image.pixelHeight == 20)
        #expect(image[2, 10] == Pixel(red: 255, green: 0, blue: 0))
        #expect(image[12, 2] == Pixel(red: 0, green: 0, blue: 255))
        #expect(image[15, 19] == Pixel(red: 0, green: 255, blue: 0))
        // Untouched: transparent.
        #expect(image[15, 10].alpha == 0)
    }

    /// Outside a drawing context, fill and setFill draw nothing and do not crash, as in UIKit.
    @Test func drawingOutsideAContextDoesNothing() {
        UIColor.red.setFill()
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// A Core Graphics path: a filled triangle whose apex is at the top centre.
    @Test func currentContextBuildsAndFillsPaths() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: {
            var format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { _ in
            let context = UIGraphicsGetCurrentContext()
            context?.setFillColor(UIColor.black.cgColor)
            context?.move(to: CGPoint(x: 10, y: 0))
            context?.addLine(to: CGPoint(x: 20, y: 20))
            context?.addLine(to: CGPoint(x: 0, y: 20))
            context?.closePath()
            context?.fillPath()
        }
        #expect(image[10, 18] == Pixel(red: 0, green: 0, blue: 0))
        // Beside the apex, outside the triangle.
        #expect(image[1, 2].alpha == 0)
        #expect(image[18, 2].alpha == 0)
    }

    /// UIImageView shows (and is sized by) its highlighted image while highlighted.
    @Test func imageViewShowsItsHighlightedImage() {
        func square(_ side: CGFloat, _ color: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: side, height: side), scale: 1).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: side, height: side))
            }
        }
        let imageView = UIImageView(image: square(10, .red))
        imageView.highlightedImage = square(20, .blue)
        #expect(imageView.intrinsicContentSize == CGSize(width: 10, height: 10))
        imageView.isHighlighted = true
        #expect(imageView.intrinsicContentSize == CGSize(width: 20, height: 20))
    }
}
