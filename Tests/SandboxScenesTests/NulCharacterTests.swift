import Foundation
import Testing
@testable import SandboxScenes

/// Swift's `Double(_:)` reads "1\0zz" as 1, stopping at the NUL: an events line or an IMU field
/// holding a NUL is refused, not read as the number before it.
@Suite("NUL characters in events and IMU files")
struct NulCharacterTests {
    @Test(arguments: ["tap 1\u{0}zz 1", "tap 1 1\u{0}\u{0}", "set A alpha 0.5\u{0}", "wait 1\u{0}"])
    func anEventsLineWithANulIsRefusedAtIt(_ line: String) throws {
        let column = try #require(line.firstIndex(of: "\u{0}")).utf16Offset(in: line) + 1

        #expect {
            try EventScript.parse(line, file: "nul.events")
        } throws: { error in
            "\(error)" == "nul.events:1:\(column): \(line.prefix { $0 != " " }): a NUL character (\\0) in the line: an events file is text"
        }
    }

    @Test func aNulInACommentIsPartOfTheComment() throws {
        let script = try EventScript.parse("tap 1 1 # note\u{0}", file: "nul.events")

        #expect(script.lines.map(\.command) == [.tap(at: CGPoint(x: 1, y: 1))])
    }

    @Test func anIMUNumberWithANulIsNoNumber() {
        let text = "t,sensor,x,y,z\n0,accel,-0.244,9.834,-0.1\n0,gyro,-0.002\u{0}zz,-0.008,0.051\n"

        #expect {
            try IMUTrace.parse(text, file: "nul.csv")
        } throws: { error in
            "\(error)".contains("nul.csv:3:8: x: expected a number, found '-0.002")
        }
    }
}
