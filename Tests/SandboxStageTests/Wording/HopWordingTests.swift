import ResponderCore
import Testing
@testable import SandboxStage

/// One wording of a responder's answer: the chain list says it, the canvas's tag says it after
/// the responder's name, naming the method where the answer is about it.
@Suite("HopWording: one answer for the chain list and the canvas")
struct HopWordingTests {
    typealias Hop = TraceEpisode.Hop

    @Test(arguments: [
        (Hop(responder: "C", message: .event(.touchesBegan), handled: true), "HANDLED ★", "C: HANDLED touchesBegan ★"),
        (Hop(responder: "B", message: .event(.touchesBegan), handled: false), "not implemented → next", "B: touchesBegan not implemented → next"),
        (Hop(responder: "C", message: .event(.touchesEnded), handled: false, kind: .stopped), "stops here: touchesBegan was not passed on",
         "C: touchesEnded stops here: touchesBegan was not passed on"),
        (Hop(responder: "root", message: .action("copy:"), handled: false), "canPerformAction No", "root: canPerformAction No"),
        (Hop(responder: "VC", message: .action("copy:"), handled: true), "canPerformAction Yes ★", "VC: canPerformAction Yes ★"),
        (Hop(responder: "VC", message: .action("save:"), handled: true, kind: .target), "sent directly ★", "VC: sent save: directly ★"),
        (Hop(responder: "root", message: .action("open:"), handled: false, kind: .target), "does not implement it", "root: does not implement open:"),
        (Hop(responder: "note", message: .keyCommandSearch(key: "cmd+c"), handled: false), "no matching key command", "note: no matching key command"),
        (Hop(responder: "VC", message: .keyCommandSearch(key: "cmd+c"), handled: true), "key command matches ★", "VC: key command matches ★"),
    ])
    func theTagIsTheChainListsAnswerAfterTheResponder(hop: Hop, answer: String, tag: String) {
        #expect(HopWording.answer(for: hop) == answer)
        #expect(HopWording.tag(for: hop) == tag)
    }
}
