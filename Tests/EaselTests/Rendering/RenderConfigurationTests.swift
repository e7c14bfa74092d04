import Easel
import Foundation
import Testing

/// Every render call is a spelling of `render(_ configuration:)`: the same configuration gives
/// the same pixels whichever adapter it comes through, and the defaults are one set of rules.
@Suite struct RenderConfigurationTests {
    /// A card whose colour depends on the appearance and whose inset depends on the safe area.
    private final class Card: View {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = Color(light: .white, dark: .black)
            let inner = View()
            inner.backgroundColor = .systemBlue
            inner.translatesAutoresizingMaskIntoConstraints = false
            addSubview(inner)
            LayoutConstraint.activate([
                inner.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 8),
                inner.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 8),
                inner.widthAnchor.constraint(equalToConstant: 20),
                inner.heightAnchor.constraint(equalToConstant: 20),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    private final class CardController: ViewController {
        private(set) var appearances = 0
        override func loadView() { view = Card() }
        override func viewWillAppear(_ animated: Bool) { appearances += 1 }
    }

    @Test func scaleIsTheTraitsThenTheDevicesThenTwo() {
        #expect(RenderConfiguration().scale == 2)
        #expect(RenderConfiguration(size: CGSize(width: 10, height: 10), scale: nil).scale == 2)
        #expect(RenderConfiguration(device: .iPhone15).scale == 3)
        #expect(RenderConfiguration(device: .iPhone15, traits: TraitCollection(displayScale: 1)).scale == 1)
        var configuration = RenderConfiguration(device: .iPhoneSE)
        configuration.scale = 3
        #expect(configuration.traits.displayScale == 3)
        #expect(configuration.scale == 3)
    }

    @Test func aBareViewRendersAtTwoWhateverItIsCalledThrough() throws {
        let size = CGSize(width: 30, height: 40)
        let bySize = try Card(frame: CGRect(origin: .zero, size: size)).render(size: size)
        let byDevice = try Card(frame: CGRect(origin: .zero, size: size)).render(on: nil)
        let byNode = try Node(Card()).render(size: size)
        #expect(bySize.pixelWidth == 60 && bySize.pixelHeight == 80)
        #expect(bySize == byDevice)
        #expect(bySize == byNode)
    }

    @Test func everyAdapterGivesTheConfigurationsPixels() throws {
        let configuration = RenderConfiguration(device: .iPhoneSE, traits: TraitCollection(userInterfaceStyle: .dark, displayScale: 1))
        let reference = try Card().render(configuration)
        #expect(reference[0, 0] == Pixel(red: 0, green: 0, blue: 0))
        #expect(try Card().render(on: .iPhoneSE, traits: configuration.traits) == reference)
        #expect(try CardController().render(configuration) == reference)
        #expect(try CardController().render(on: .iPhoneSE, traits: configuration.traits) == reference)
        #expect(try ViewRenderer(configuration).render(Card()) == reference)
    }

    @Test func aControllerWithoutADeviceFillsTheDefaultDevice() throws {
        let controller = CardController()
        let image = try controller.render(RenderConfiguration(traits: TraitCollection(displayScale: 1)))
        #expect(image.size == RenderConfiguration.defaultDevice.size)
        #expect(try CardController().render(on: RenderConfiguration.defaultDevice, traits: TraitCollection(displayScale: 1)) == image)
    }

    @Test func aControllersRootViewGetsAppearanceCallsHoweverItIsRendered() throws {
        let controller = CardController()
        _ = try controller.view.render(on: .iPhoneSE)
        #expect(controller.appearances == 1)
        let bare = CardController()
        _ = try bare.view.render(size: CGSize(width: 50, height: 50))
        #expect(bare.appearances == 1)
    }

    @Test func theSafeAreaComesFromTheDeviceAndOnlyFromIt() throws {
        let inset = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        let device = Device(size: CGSize(width: 60, height: 80), scale: 1, safeArea: inset)
        let card = Card()
        try card.layOut(RenderConfiguration(device: device))
        #expect(card.subviews[0].frame == CGRect(x: 8, y: 38, width: 20, height: 20))
        try card.layOut(RenderConfiguration(size: CGSize(width: 60, height: 80), scale: 1))
        #expect(card.subviews[0].frame == CGRect(x: 8, y: 8, width: 20, height: 20))
    }

    @Test func aScreenFileRendersItsOwnConfigurationWithWhatIsGivenOverIt() throws {
        let file = try ScreenFile(data: Data(#"{"device": "iPhoneSE", "elements": [{"label": "Hi"}]}"#.utf8), name: "hi.json")
        #expect(file.configuration.device == .iPhoneSE)
        let dark = file.configuration(on: nil, traits: TraitCollection(userInterfaceStyle: .dark))
        #expect(dark.device == .iPhoneSE)
        #expect(dark.traits.userInterfaceStyle == .dark)
        #expect(try file.render(dark) == file.render(on: nil, traits: TraitCollection(userInterfaceStyle: .dark)))
        let landscape = file.configuration(on: Device.iPhoneSE.landscape, chrome: .bars)
        #expect(landscape.device == Device.iPhoneSE.landscape)
        #expect(landscape.chrome == .bars)
    }

    @Test func matrixCellsAreConfigurationsNamedForFiles() {
        let cells = RenderMatrix(devices: [.iPhoneSE], appearances: [.light, .dark]).configurations
        #expect(cells.map(\.name) == ["iPhoneSE-light-L", "iPhoneSE-dark-L"])
        #expect(RenderConfiguration(size: CGSize(width: 40, height: 20), scale: 3).name == "40x20-3x")
    }

    @Test func aControllerGivenASizeFillsAScreenOfThatSize() throws {
        let configuration = RenderConfiguration(size: CGSize(width: 60, height: 80), scale: 1)
        let controller = CardController()
        let image = try controller.render(configuration)
        #expect(image.size == CGSize(width: 60, height: 80))
        // No safe area: the inner view sits 8 points from the top, not below an iPhone's status bar.
        #expect(controller.view.subviews[0].frame == CGRect(x: 8, y: 8, width: 20, height: 20))
        #expect(try CardController().render(size: CGSize(width: 60, height: 80), scale: 1) == image)
    }

    @Test func aViewRenderedInPlaceKeepsItsTreesTraits() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let card = Card(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.addSubview(card)
        try root.layOut(RenderConfiguration(traits: TraitCollection(userInterfaceStyle: .dark, displayScale: 1)))
        let image = try card.render(scale: 1)
        #expect(card.traitCollection.userInterfaceStyle == .dark)
        #expect(image[0, 0] == Pixel(red: 0, green: 0, blue: 0))
    }

    @Test func aNodeIsMeasuredAgainEachTimeItRenders() throws {
        let label = Label("Hi")
        let node = Node(label)
        let short = try node.render(scale: 1)
        label.text = "Hello, world"
        let long = try node.render(scale: 1)
        #expect(long.size.width > short.size.width)
    }
}
