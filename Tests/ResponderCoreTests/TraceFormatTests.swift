import Foundation
import Testing
@testable import ResponderCore

@Suite("Trace formats: text and JSON")
struct TraceFormatTests {
    @Test func stepsEncodeWithTheirFieldsInOrder() {
        #expect(TraceStep.hitTest(view: "A", point: CGPoint(x: 40, y: 12.5)).jsonLine == #"{"type":"hitTest","view":"A","point":[40.0,12.5]}"#)
        #expect(TraceStep.skipped(view: "C", reason: .hidden).jsonLine == #"{"type":"skipped","view":"C","reason":"hidden"}"#)
        #expect(TraceStep.pointInside(view: "A", inside: true).jsonLine == #"{"type":"pointInside","view":"A","inside":true}"#)
        #expect(TraceStep.hitTestReturn(view: "A", result: nil).jsonLine == #"{"type":"hitTestReturn","view":"A","result":null}"#)
        #expect(TraceStep.deliver(message: .event(.touchesBegan), responder: "C", handled: false).jsonLine
            == #"{"type":"deliver","method":"touchesBegan","responder":"C","handled":false}"#)
    }

    @Test func resultEncodesEveryFieldEvenWhenNull() {
        let result = DeliveryResult(message: .event(.touchesBegan), touch: 1, hitTestView: "C", chain: ["C", "B"], handledBy: "B")

        let line = TraceStep.result(result).jsonLine

        #expect(line == #"{"type":"result","event":"touchesBegan","touch":1,"hitTestView":"C","firstResponder":null,"chain":["C","B"],"handledBy":"B","note":null}"#)
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        #expect(object?.keys.sorted() == ["chain", "event", "firstResponder", "handledBy", "hitTestView", "note", "touch", "type"])
    }

    @Test func namesWithQuotesAndControlCharactersStayValidJSON() {
        let line = TraceStep.hitTest(view: "a\"b\\c\n\u{1}", point: .zero).jsonLine

        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]

        #expect(object?["view"] as? String == "a\"b\\c\n\u{1}")
    }

    @Test func nonASCIINamesPassThroughUnescapedAndLongLinesGrowTheBuffer() throws {
        // Precondition: a name with accents, an emoji, a tab, and a result longer than the writer's first buffer.
        let name = "Café ☕️\tvue"
        let chain = Array(repeating: name, count: 200)
        let step = TraceStep.result(DeliveryResult(message: .event(.touchesBegan), touch: 7, hitTestView: name, chain: chain, handledBy: nil))

        // Action: encode it.
        let line = step.jsonLine

        // Assertion: valid JSON whose strings read back exactly; only the tab is escaped.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["hitTestView"] as? String == name)
        #expect((object["chain"] as? [String])?.count == 200)
        #expect(object["touch"] as? Int == 7)
        #expect(line.contains("Café ☕️\\tvue"))
    }

    @Test func newStepsHaveTheirJSONAndTextLines() {
        // Precondition and action: the controlEvent, firstResponder, notForwarded and chainLog steps.
        // Assertion: each has its fixed JSON and its log line.
        #expect(TraceStep.notForwarded(method: .touchesEnded, responder: "C").jsonLine
            == #"{"type":"notForwarded","method":"touchesEnded","responder":"C"}"#)
        #expect(TraceStep.notForwarded(method: .touchesEnded, responder: "C").textLine
            == "C --- touchesEnded --- stops here: touchesBegan was not passed on from C, so UIResponder does not pass on the later phases")
        #expect(TraceStep.sentToTarget(action: "save:", target: "VC", implemented: true).jsonLine
            == #"{"type":"sentToTarget","action":"save:","target":"VC","implemented":true}"#)
        #expect(TraceStep.chainLog(responder: "l", classes: ["UILabel", "UIView"]).textLine == "UILabel -> UIView -> *")
        #expect(TraceStep.skipped(view: "OK", reason: .disabled).jsonLine == #"{"type":"skipped","view":"OK","reason":"disabled"}"#)
    }

    @Test func textLinesReadLikeTheArticlesNSLogOutput() {
        #expect(TraceStep.hitTest(view: "A", point: CGPoint(x: 40, y: 12.5)).textLine == "A --- hitTest (40, 12.5)")
        #expect(TraceStep.pointInside(view: "A", inside: false).textLine == "A --- pointInside --- No")
        #expect(TraceStep.hitTestReturn(view: "C", result: nil).textLine == "C --- hitTest --- return (null)")
        #expect(TraceStep.deliver(message: .event(.touchesBegan), responder: "C", handled: true).textLine == "C --- touchesBegan")
    }

    @Test(arguments: [
        (CGPoint(x: 40, y: 12.5), "[40.0,12.5]", "(40, 12.5)"),
        (CGPoint(x: -3.25, y: 0), "[-3.25,0.0]", "(-3.25, 0)"),
        (CGPoint(x: 0.004, y: -0.004), "[0.0,0.0]", "(0, 0)"),
        (CGPoint(x: 12.345, y: 7.05), "[12.35,7.05]", "(12.35, 7.05)"),
        (CGPoint(x: 99.999, y: -1.1), "[100.0,-1.1]", "(100, -1.1)"),
    ])
    func hitTestPointsAreRoundedToHundredthsInBothFormats(point: CGPoint, json: String, text: String) {
        let step = TraceStep.hitTest(view: "B", point: point)

        let jsonLine = step.jsonLine, textLine = step.textLine

        #expect(jsonLine == #"{"type":"hitTest","view":"B","point":"# + json + "}")
        #expect(textLine == "B --- hitTest " + text)
    }

    @Test func gestureStepsHaveTheirDocumentedFields() {
        let recognized = TraceStep.gesture(recognizer: "cardTap", view: "card", state: .recognized)
        let action = TraceStep.gestureAction(recognizer: "cardTap", action: "cardTapped:", target: "ViewController", state: .recognized)
        let held = TraceStep.touchDelayed(method: .touchesBegan, touch: 1, view: "card", recognizer: "cardTap")

        #expect(recognized.jsonLine == #"{"type":"gesture","recognizer":"cardTap","view":"card","state":"recognized"}"#)
        #expect(action.jsonLine
            == #"{"type":"gestureAction","recognizer":"cardTap","action":"cardTapped:","target":"ViewController","state":"recognized"}"#)
        #expect(held.jsonLine == #"{"type":"touchDelayed","method":"touchesBegan","touch":1,"view":"card","recognizer":"cardTap"}"#)
        #expect(recognized.textLine == "cardTap --- recognized")
        #expect(action.textLine == "cardTap --- cardTapped: --> ViewController")
        #expect(held.textLine == "card --- touchesBegan (touch 1) --- held back by cardTap")
    }

    @Test func summarySaysWhoHandledItOrWhyNot() {
        let handled = DeliveryResult(message: .event(.touchesBegan), touch: 1, hitTestView: "C", chain: ["C", "B"], handledBy: "B")
        let refused = DeliveryResult(message: .event(.touchesBegan), touch: 2, note: .noHitTestView)

        #expect(handled.summaryText == "=> touchesBegan (touch 1) --- hit-test view C; chain C > B; handled by B")
        #expect(refused.summaryText == "=> touchesBegan (touch 2) --- not delivered: hit-test found no view")
    }

    @Test func aMessageIsNamedAsItsStepAndItsSummaryPrintIt() {
        let key = ResponderMessage.keyCommandSearch(key: "cmd+c")

        #expect(TraceStep.deliver(message: key, responder: "C", handled: false).textLine == "C --- keyCommands --- no match")
        #expect(DeliveryResult(message: key, handledBy: "C").summaryText == "=> key cmd+c --- handled by C")
        #expect(TraceStep.deliver(message: .action("copy:"), responder: "C", handled: true).jsonLine
            == #"{"type":"deliver","method":"copy:","responder":"C","handled":true}"#)
        #expect(ResponderMessage.event(.remoteControlReceived).event == "remoteControlReceived")
    }

    @Test(arguments: [
        (DiscardReason.noHitTestView, "hit-test found no view"),
        (.exclusiveTouchHeld(by: "red"), "exclusiveTouch: red is being touched"),
        (.exclusiveTouchWaits(view: "red", other: "green"), "exclusiveTouch: red waits while green is being touched"),
        (.multipleTouchDisabled, "multipleTouchEnabled is false"),
        (.touchCancelledEarlier(touch: 1), "touch 1 was cancelled earlier"),
        (.touchNotDown(touch: 2), "touch 2 is not down"),
        (.targetDoesNotImplement(target: "root", action: "open:"), "root does not implement open:; UIKit would crash"),
        (.touchTaken(by: "list.pan", touch: 3), "list.pan took touch 3: the view gets none of its later phases"),
        (.recognized(by: "photoTap"), "discarded: photoTap recognized"),
        (.touchesShouldBeginRefused(scrollView: "list", view: "row"), "discarded: list.touchesShouldBegin(_:with:in: row) returned false"),
        (.cancelled(cause: "photo was removed from its superview"), "discarded: photo was removed from its superview"),
        (.stoppedScrolling(scrollView: "list"), "discarded: the touch stopped list's scrolling"),
    ])
    func aDiscardReasonPrintsAsTheTracesNote(reason: DiscardReason, text: String) {
        let result = DeliveryResult(message: .event(.touchesBegan), touch: 1, note: reason)

        #expect(result.summaryText == "=> touchesBegan (touch 1) --- not delivered: \(text)")
        #expect(TraceStep.result(result).jsonLine.contains(#""note":"\#(text)""#))
        #expect(reason.dropsPhase == text.hasPrefix("discarded: "))
    }

    @Test func withNoRecorderNothingIsRecordedAndDeliveryStillWorks() {
        let app = TestApp([makeView("A", 0, 0, 100, 100, handles: .touches)])
        app.application.traceRecorder = nil

        app.tap(10, 10)

        #expect(app.log.steps.isEmpty)
        #expect(app.application.activeTouchIdentifiers.isEmpty)
    }
}
