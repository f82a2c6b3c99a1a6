import Foundation
import Testing

/// A whole lldb console session pasted into `import` and `trace --tap`, as a developer does it:
/// the echoed views after the dump add nothing, and each tap reaches the view it does in the app.
@Suite("A console session pasted into import and trace")
struct ConsolePasteCommandTests {
    static let session = ImportCommandTests.dumps.appendingPathComponent("console-session.txt").path

    @Test func pastedSessionImportsWithoutTheEchoedViews() throws {
        // Precondition: the session as the clipboard holds it, on standard input.
        let paste = try String(contentsOfFile: Self.session, encoding: .utf8)

        // Action: import it.
        let run = try ImportCommandTests.run(["import", "-"], stdin: paste)

        // Assertion: each view once, the echoes named by the lines they repeat.
        #expect(run.status == 0)
        #expect(run.stdout.components(separatedBy: "address: \"0x7f9c1e60b2a0\"").count == 2)
        #expect(run.stdout.components(separatedBy: "address: \"0x7f9c1d70e3a0\"").count == 2)
        #expect(run.stderr.contains("stdin:33:1: warning: MyApp.SendButton 0x7f9c1e60b2a0 printed again (read from line 23): skipped\n"))
        #expect(run.stderr.contains("stdin:37:1: warning: UIView 0x7f9c1d70e3a0 printed again (read from line 21): skipped\n"))
    }

    @Test(arguments: [
        ("330,440", "SendButton-b2a0"),           // the button the echo printed again
        ("100,790", "UITabBarButton-3000"),       // the tab bar, under where the echoed superview would sit
        ("200,200", "Dear_team,"),                // the text view
    ])
    func tracedTapOfThePasteReachesTheAppsView(tap: String, view: String) throws {
        let run = try ImportCommandTests.run(["trace", Self.session, "--tap", tap, "--format", "json"])

        #expect(run.status == 0)
        #expect(run.stdout.contains(#"{"type":"result","event":"touchesBegan","touch":1,"hitTestView":"\#(view)","#))
    }
}
