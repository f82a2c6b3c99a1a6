import Foundation
import Testing
@testable import SandboxScenes

/// The importer's warnings that quote the dump (a line skipped, text after a view's '>', an
/// unreadable frame or transform) shorten what they quote as every message does
/// (`shownInMessage`): a 10,000-character value gives a warning of one short line.
@Suite("Import warnings quoting a very long value")
struct ImportLongWarningTests {
    static let long = String(repeating: "q", count: 10_000)

    static let dump = """
    <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
       | <UIView: 0x3; frame = (\(long)); layer = <CALayer: 0x4>>
       | <UIView: 0x5; frame = (0 0; 10 10); transform = [\(long)]; layer = <CALayer: 0x6>>
       | <UIView: 0x7; frame = (0 0; 10 10); layer = <CALayer: 0x8>> \(long)
       | \(long)

    """

    @Test func eachWarningQuotesTheStartAndTheLength() throws {
        // Action
        let scene = try LoadedScene.load(text: Self.dump, file: "long.txt")

        // Assertion: the four warnings, each with what it quotes cut at 60 characters and its length.
        let q59 = String(repeating: "q", count: 59), q60 = String(repeating: "q", count: 60)
        let messages = Dictionary(grouping: scene.warnings, by: \.line).mapValues { $0.map(\.message) }
        #expect(messages[2]?.first == "warning: unreadable frame '(\(q59)… (10002 characters)': read as (0 0; 0 0)", "\(messages[2] ?? [])")
        #expect(messages[3] == ["warning: unreadable transform '[\(q59)… (10002 characters)': read as the identity"], "\(messages[3] ?? [])")
        #expect(messages[4] == ["warning: text after the view's closing '>' ignored: \(q60)… (10000 characters)"], "\(messages[4] ?? [])")
        #expect(messages[5] == ["warning: not a view line: skipped: | \(String(repeating: "q", count: 58))… (10002 characters)"], "\(messages[5] ?? [])")
        #expect(scene.warnings.allSatisfy { !$0.message.contains("\n") && $0.message.count < 200 })
    }
}
