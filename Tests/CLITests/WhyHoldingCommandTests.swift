import Foundation
import Testing

/// `why SCENE VIEW --tap X,Y --holding X2,Y2` through the real binary, on lesson 22 (red has
/// exclusiveTouch; green and teal do not), and the nearest addresses for one mistyped.
@Suite("why with a finger held, and addresses with a slip, on the command line")
struct WhyHoldingCommandTests {
    @Test func aFingerOnRedKeepsTheTapFromGreen() throws {
        // Action: green tapped while a finger is on red, in text and in JSON.
        let text = try CommandLineTests.run(["why", "22", "green", "--tap", "550,230", "--holding", "250,300"])
        let json = try CommandLineTests.run(["why", "22", "green", "--tap", "550,230", "--holding", "250,300", "--format", "json"])

        // Assertion: the held finger, the tap's outcome and red's exclusiveTouch as the reason.
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("""
        A finger is held down at (250, 300), on red, when the tap comes.
        A tap at (550, 230) goes to green in UIWindow: touchesBegan reaches nobody (exclusiveTouch: red is being touched). Nothing handles the touch.
        green does not get the touch at (550, 230):
        - red has exclusiveTouch and a finger held down is on it
        """), "\(text.stdout)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["gets"] as? Bool == false)
        let reasons = try #require(object["reasons"] as? [[String: Any]])
        #expect(reasons.map { $0["kind"] as? String } == ["exclusiveTouch"])
        #expect(reasons.first?["view"] as? String == "red")
        let holding = try #require(object["holding"] as? [[String: Any]])
        #expect(holding.first?["hitTestView"] as? String == "red")
    }

    @Test func withoutAFingerHeldGreenGetsTheTap() throws {
        // Action: the same tap alone.
        let run = try CommandLineTests.run(["why", "22", "green", "--tap", "550,230"])

        // Assertion: green gets it; red's exclusiveTouch is only a remark.
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("green gets the touch at (550, 230)."))
        #expect(run.stdout.contains("Remarks (they do not change what this tap does):\n- red has exclusiveTouch"))
    }

    @Test func holdingWithoutATapIsRefused() throws {
        // Action: --holding alone.
        let run = try CommandLineTests.run(["why", "22", "green", "--holding", "250,300"])

        // Assertion: a one-line usage error.
        #expect(run.status == 64, "\(run.status)")
        #expect(run.stderr.contains("--holding X,Y is a finger already down when the tap comes: give the tap's point with --tap X,Y"))
    }

    @Test func anAddressWithASlipSuggestsTheViewItMeant() throws {
        // Action: Done's address 0x7fb1c8c0e999 with two digits swapped.
        let run = try CommandLineTests.run(["why", ImportCommandTests.sticksOut, "0x7fb1c8c09e99"])

        // Assertion: refused, with Done suggested.
        #expect(run.status == 2)
        #expect(run.stderr.hasSuffix("done-sticks-out.txt: no view is named '0x7fb1c8c09e99'; did you mean 'Done'?\n"), "\(run.stderr)")
    }
}
