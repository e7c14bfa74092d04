import Easel
import Foundation
import Testing

/// The README's first example, as written there, so that it keeps compiling and working.
@Suite struct ReadmeTests {
    @Test func theOpeningExampleRendersAndTaps() throws {
        var tapped = 0
        let screen = View()
        screen.backgroundColor = .systemGroupedBackground

        let card = View(frame: CGRect(x: 16, y: 16, width: 288, height: 120))
        card.backgroundColor = .white
        card.cornerRadius = 16
        card.borderWidth = 1
        card.borderColor = .separator
        screen.addSubview(card)

        let title = Label("To use the Swift Talk app please login as a subscriber")
        title.numberOfLines = 0
        title.frame = CGRect(x: 32, y: 32, width: 256, height: 48)
        screen.addSubview(title)

        let login = Button(title: "Login with GitHub", style: .filled) { tapped += 1 }
        login.frame.origin = CGPoint(x: 32, y: 88)
        screen.addSubview(login)

        let image = try screen.render(size: CGSize(width: 320, height: 480), scale: 3)
        #expect(image.pixelWidth == 960 && image.pixelHeight == 1440)
        #expect(image[100, 100] == Pixel(.white))
        #expect(image[40 * 3, 100 * 3 + 2] == Pixel(.systemBlue))

        screen.tap(at: CGPoint(x: 60, y: 100))
        #expect(tapped == 1)
    }
}
