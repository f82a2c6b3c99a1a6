import Foundation
import Testing
import ResponderCore
@testable import SandboxScenes

/// `why`'s VIEW asked the way a developer names it, and the "did you mean" list for a view
/// named with a slip: an address mistyped by a digit, or only the start or end of one.
@Suite("Why finds the view meant")
struct WhyViewLookupTests {
    /// Done's lldb dump: UIWindow 0x7fb1c8c0a270, UIView-ee40 0x7fb1c8d0ee40, HeaderView-f6d0
    /// 0x7fb1c8d0f6d0, Settings 0x7fb1c8c0d9a0, UIButton-4a70 0x106924a70, Done 0x7fb1c8c0e999.
    static func lookup() throws -> WhyViewLookup {
        WhyViewLookup(scene: try ImportDumpTests.load("done-sticks-out.txt"))
    }

    static func candidates(_ query: String) throws -> [String] {
        let lookup = try lookup()
        do {
            let found = try lookup.view(for: query)
            Issue.record("'\(query)' found \(found)")
            return []
        } catch {
            guard case .unknown(_, let candidates) = error else { Issue.record("\(error)"); return [] }
            return candidates
        }
    }

    @Test func eachFormFindsItsView() throws {
        // Precondition: the dump. Action and assertion: name, address (any case, without 0x,
        // with leading zeros), the only view of a class, and the text shown, in any case.
        let lookup = try Self.lookup()
        #expect(try lookup.view(for: "HeaderView-f6d0") == "HeaderView-f6d0")
        #expect(try lookup.view(for: "0x7FB1C8C0E999") == "Done")
        #expect(try lookup.view(for: "7fb1c8c0e999") == "Done")
        #expect(try lookup.view(for: "0x0000000106924a70") == "UIButton-4a70")
        #expect(try lookup.view(for: "uibutton") == "UIButton-4a70")
        #expect(try lookup.view(for: "SETTINGS") == "Settings")
    }

    @Test func anAddressWithOneSlipSuggestsTheAddressMeant() throws {
        // Action: Done's address 0x7fb1c8c0e999 with a digit changed, dropped, added, two
        // swapped, and the same without 0x.
        let slips = ["0x7fb1c8c0e998", "0x7fb1c8c0999", "0x7fb1c8c0e9199", "0x7fb1c8c09e99", "7fb1c8c0e998"]

        // Assertion: each suggests Done, first.
        for query in slips { #expect(try Self.candidates(query).first == "Done", "\(query)") }
    }

    @Test func theStartOrEndOfOneAddressSuggestsItsView() throws {
        // Action: the start of the button's address 0x106924a70, and the end of it.
        // Assertion: the button is suggested.
        #expect(try Self.candidates("0x10692") == ["UIButton-4a70"])
        #expect(try Self.candidates("24a70") == ["UIButton-4a70"])
    }

    @Test func theNearestAddressComesFirst() throws {
        // Action: 0x7fb1c8d0fe40 is one digit from UIView-ee40's 0x7fb1c8d0ee40 and two from
        // HeaderView-f6d0's 0x7fb1c8d0f6d0.
        let candidates = try Self.candidates("0x7fb1c8d0fe40")

        // Assertion: the nearer first, then the other; nothing further away.
        #expect(candidates == ["UIView-ee40", "HeaderView-f6d0"])
    }

    @Test func anAddressFarFromEveryOneSuggestsNone() throws {
        // Action and assertion: no address within two slips, no start or end shared.
        #expect(try Self.candidates("0x5555aaaa3333") == [])
    }

    @Test func atMostFiveCandidatesInTheTreesOrder() throws {
        // Precondition: a dump of many views whose addresses share their start.
        var lines = ["<UIWindow: 0x7fa2b0000001; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000230f00>>"]
        for index in 2...9 { lines.append("   | <UIView: 0x7fa2b000000\(index); frame = (0 \(index * 10); 390 10); layer = <CALayer: 0x60000023a2a\(index)>>") }
        let lookup = WhyViewLookup(scene: try LoadedScene.load(text: lines.joined(separator: "\n"), file: "many.txt"))

        // Action: an address two digits away from all of them.
        do {
            _ = try lookup.view(for: "0x7fa2b00000ab")
            Issue.record("found")
        } catch {
            // Assertion: five, in the tree's order, the same on every run.
            guard case .unknown(_, let candidates) = error else { Issue.record("\(error)"); return }
            #expect(candidates == ["UIView-0002", "UIView-0003", "UIView-0004", "UIView-0005", "UIView-0006"])
        }
    }
}
