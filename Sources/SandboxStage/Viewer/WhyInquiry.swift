import Foundation
import SandboxScenes

/// Y's state in the viewer: the point a right-click chose a view at, the question being
/// answered off the frame (`WhyQuestion`) and the answer shown. Its fields change only by
/// `apply(_:)`, one `Change` at a time, which the viewer calls from its own file
/// (`Viewer.changeWhy(_:)`); `Viewer+Why` says which change Y, Esc and a new selection make.
struct WhyInquiry {
    /// The view a right-click selected, and the scene point it was at: Y asks about that point.
    private(set) var pointedAt: (view: String, point: CGPoint)?
    /// Y asked about a large scene, being answered on a thread of its own.
    private(set) var question: WhyQuestion?
    /// The answer shown: why the selected view does or does not get a touch.
    private(set) var answer: WhyAnswer?

    enum Change {
        /// A right-click chose `view` (nil: none) at a scene point.
        case pointed(at: CGPoint, on: String?)
        /// The answer, worked out on the frame or come from the question's thread: a question
        /// still being answered is dropped.
        case answered(WhyAnswer?)
        /// A question asked off the frame: no answer until its thread's comes.
        case asking(WhyQuestion)
        /// The question being answered is forgotten (its thread finishes unheard).
        case dropQuestion
        /// Esc: the answer goes.
        case dropAnswer
        /// Another selection: what was about another view is stale.
        case selected(String?)
        /// Another scene: nothing of Y stays.
        case sceneReplaced
    }

    /// Makes `change`; returns the question it dropped, if it dropped one (its status line goes with it).
    mutating func apply(_ change: Change) -> WhyQuestion? {
        let before = question
        switch change {
        case .pointed(let point, let view):
            pointedAt = view.map { ($0, point) }
        case .answered(let answer):
            question = nil
            self.answer = answer
        case .asking(let asked):
            answer = nil
            question = asked
        case .dropQuestion:
            question = nil
        case .dropAnswer:
            answer = nil
        case .selected(let selection):
            if answer?.view != selection { answer = nil }
            if question?.selection != selection { question = nil }
            if pointedAt?.view != selection { pointedAt = nil }
        case .sceneReplaced:
            (pointedAt, question, answer) = (nil, nil, nil)
        }
        return before != nil && question !== before ? before : nil
    }
}
