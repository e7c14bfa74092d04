import Easel
import Testing

/// The command line sets fonts up on another thread while it parses its arguments.
@Suite struct FontWarmUpTests {
    @Test func layoutsAfterAWarmUpMeasureAsWithout() throws {
        let before = TextLayout("Login with GitHub", font: .body).size
        FontWarmUp.start()
        FontWarmUp.start()  // a second start does nothing
        let during = TextLayout("Login with GitHub", font: .body).size
        FontWarmUp.wait()
        FontWarmUp.wait()  // and so does a second wait
        #expect(during == before)
        #expect(TextLayout("Login with GitHub", font: .body).size == before)
    }
}
