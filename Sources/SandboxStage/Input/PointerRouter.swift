import Foundation

/// The pointer's way into the session, as a table: each `PointerInput` goes down `table` (in
/// `PointerRouter+Table`) to the first row that has something to do with it in the window's
/// `PointerContext`, and answers with a `PointerAction`. The table reads values only and
/// touches no room: the session carries the action out (`SandboxSession.pointer(_:measurer:)`),
/// so what a click does in each mode is a question a test asks the table.
enum PointerRouter {
    /// A row: its name, and what it does with an input in a context (nil: not its input).
    typealias Row = (row: PointerRow, action: (PointerInput, PointerContext) -> PointerAction?)

    /// Sends the input down the table: `perform` carries out each row's action and answers
    /// whether the picture changed, or nil when the action is declined (the input goes on to
    /// the next row). `changed`: the picture already changed before the table (a hover card hidden).
    static func route(_ input: PointerInput, in context: PointerContext, changed: Bool = false,
                      perform: (PointerAction) -> Bool?) -> PointerOutcome {
        for (row, action) in table {
            guard let action = action(input, context), let taken = perform(action) else { continue }
            return PointerOutcome(row: row, changed: taken || changed)
        }
        return PointerOutcome(row: nil, changed: changed)
    }

    /// The row and action the table gives an input first, before any is carried out or declined.
    static func firstAction(for input: PointerInput, in context: PointerContext) -> (row: PointerRow, action: PointerAction)? {
        table.lazy.compactMap { row, action in action(input, context).map { (row, $0) } }.first
    }
}
