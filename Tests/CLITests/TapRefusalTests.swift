import Foundation
import Testing

/// `--tap X,Y` refused in one line that states the form and the range, and names the number
/// beyond it, in every command that takes it.
@Suite("--tap's refusals state the range and the value")
struct TapRefusalTests {
    static let commands: [[String]] = [
        ["trace", "01-hit-testing-basics"],
        ["render", "01-hit-testing-basics", "--out", "/tmp/never-tap.png"],
        ["why", "01-hit-testing-basics", "A"],
    ]

    @Test(arguments: commands)
    func anXBeyondTheRangeIsNamed(command: [String]) throws {
        // Precondition: an X ten times beyond the model's ±1000000000.
        // Action
        let run = try CommandLineTests.run(command + ["--tap", "1e10,20"])

        // Assertion: the usage exit status and one line with the value, the form and the range.
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("responder-sandbox: The value '1e10,20' is invalid for '--tap <X,Y>': X 1e10 is out of range: a tap is X,Y in window points, each within ±1000000000\n"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-tap.png"))
    }

    @Test(arguments: commands)
    func aYBeyondTheRangeIsNamed(command: [String]) throws {
        let run = try CommandLineTests.run(command + ["--tap", "20,-1000000001"])

        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("responder-sandbox: The value '20,-1000000001' is invalid for '--tap <X,Y>': Y -1000000001 is out of range: a tap is X,Y in window points, each within ±1000000000\n"), "\(run.stderr)")
    }

    @Test(arguments: ["20", "20,30,40", "a,b", "20,"])
    func aValueThatIsNoPointStatesTheForm(value: String) throws {
        let run = try CommandLineTests.run(["trace", "01-hit-testing-basics", "--tap", value])

        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("responder-sandbox: The value '\(value)' is invalid for '--tap <X,Y>': a tap is X,Y in window points, each within ±1000000000\n"), "\(run.stderr)")
    }

    @Test(arguments: commands)
    func aNegativeFirstNumberIsATap(command: [String]) throws {
        // Precondition: -5,5 after --tap, which an option parser reads as an option by default;
        // render's picture goes to a file of this test's own.
        let out = "/tmp/negative-tap-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let command = command.map { $0 == "/tmp/never-tap.png" ? out : $0 }

        // Action: as its own word, and joined with '='.
        let spaced = try CommandLineTests.run(command + ["--tap", "-5,5"])
        let joined = try CommandLineTests.run(command + ["--tap=-5,5"])

        // Assertion: both taken as the point (-5, 5).
        #expect(spaced.status == 0, "\(spaced.stderr)")
        #expect(joined.status == 0, "\(joined.stderr)")
        #expect(spaced.stdout == joined.stdout)
    }

    @Test func theRangesEdgeIsATap() throws {
        // Precondition: the largest coordinates the model takes, far outside lesson 01's window.
        // Action
        let run = try CommandLineTests.run(["trace", "01-hit-testing-basics", "--tap", "1000000000,-1000000000"])

        // Assertion: accepted and delivered (the window's hitTest is asked, and finds nothing).
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("hitTest"), "\(run.stdout)")
    }
}
