import Testing
@testable import SandboxScenes

/// The one way numbers are written for people: captions, tags, the status bar, CLI lines.
@Suite("Numbers written for people")
struct NumberFormattingTests {
    @Test(arguments: [
        (0.5, 3, "0.5"), (2.0, 2, "2"), (12.25, 2, "12.25"), (0.0099, 4, "0.0099"), (10.0, 1, "10"),
        (36.96, 1, "37"), (40.04, 1, "40"), (-0.04, 1, "0"), (-2.5, 1, "-2.5"), (1.125, 3, "1.125"), (2.5, 0, "2"),
    ])
    func atMostSoManyDecimalsAndNoTrailingZeros(value: Double, digits: Int, text: String) {
        #expect(value.formatted(maximumFractionDigits: digits) == text)
    }

    @Test func aFigureThatChangesWhileItIsReadKeepsItsDecimals() {
        #expect(2.0.formatted(fractionDigits: 1) == "2.0")
        #expect(0.456.formatted(fractionDigits: 2) == "0.46")
        #expect((-0.001).formatted(fractionDigits: 2) == "0.00")
        #expect(1.5.formatted(maximumFractionDigits: 3, minimumFractionDigits: 2) == "1.50")
    }
}
