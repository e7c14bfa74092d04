import Easel
import Testing

@Suite struct DeviceTests {
    @Test func presetsCarryApplesSafeAreas() {
        #expect(Device.iPhone15.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
        #expect(Device.iPhone16Pro.size == CGSize(width: 402, height: 874))
        #expect(Device.iPhone16Pro.safeAreaInsets == EdgeInsets(top: 62, bottom: 34))
        #expect(Device.iPhone14.safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
        #expect(Device.iPhoneSE.safeAreaInsets == EdgeInsets(top: 20))
        #expect(Device.iPhoneSE.hasHomeIndicator == false)
        #expect(Device.iPadPro13.size == CGSize(width: 1032, height: 1376))
        #expect(Device.iPad10.safeAreaInsets == EdgeInsets(top: 24, bottom: 20))
        #expect(Device.iPhone15.displayCornerRadius == 55)
        #expect(Device.iPhone15.statusBarHeight == 54)
        #expect(Device.named.count == Device.presets.count)
    }

    @Test func landscapeMovesTheInsetsAsIOSDoes() {
        let turned = Device.iPhone15.landscape
        #expect(turned.size == CGSize(width: 852, height: 393))
        #expect(turned.safeAreaInsets == EdgeInsets(left: 59, bottom: 21, right: 59))
        #expect(turned.statusBarHeight == 0)
        #expect(turned.orientation == .landscape)
        #expect(turned.portrait == .iPhone15)
        #expect(Device.iPhoneSE.landscape.safeAreaInsets == .zero)
        #expect(Device.iPadPro11.landscape.safeAreaInsets == EdgeInsets(top: 24, bottom: 20))
        #expect(turned.description == "iPhone 15 landscape (852×393 @3x)")
    }

    @Test func sizeClassesFollowIdiomAndOrientation() {
        #expect(Device.iPhone15.horizontalSizeClass == .compact)
        #expect(Device.iPhone15.verticalSizeClass == .regular)
        #expect(Device.iPhone15.landscape.horizontalSizeClass == .compact)
        #expect(Device.iPhone15.landscape.verticalSizeClass == .compact)
        #expect(Device.iPhone15ProMax.landscape.horizontalSizeClass == .regular)
        #expect(Device.iPadMini.horizontalSizeClass == .regular)
        #expect(Device.iPadMini.landscape.verticalSizeClass == .regular)
    }

    @Test func aFreeDeviceHasTheSafeAreaItIsGiven() {
        let device = Device(size: CGSize(width: 400, height: 800), scale: 3, safeArea: EdgeInsets(top: 40, bottom: 20))
        #expect(device.safeAreaInsets == EdgeInsets(top: 40, bottom: 20))
        #expect(device.landscape.size == CGSize(width: 800, height: 400))
        #expect(device.pixelSize == (1200, 2400))
        #expect(device.name == "400×800")
    }
}
