import Foundation

/// The studio's menu in edit mode (M): what needs no YAML any more, a page at a time, each
/// item chosen by its number or a click. The pages are made from the selected view's node
/// in the edited file, so each item shows what it would change to.
public struct StudioPalette: Equatable, Sendable {
    public enum Page: Equatable, Sendable {
        case main
        case control
        case controlEvents
        case recognizers
        case recognizerKinds
        case recognizer(String)
        case transform
        case controller
    }

    /// What choosing an item does.
    public enum Action: Equatable, Sendable {
        case edit(EditCommand)
        case open(Page)
        /// A name typed in the band (an action, a controller's name).
        case type(TypedText)
        /// The lesson's explanation in the text editor.
        case writeExplanation
        /// The last recording becomes the lesson's `events:`.
        case recordingIntoLesson
        /// An item that needs what is not there (a view's page with no view selected): says why.
        case unavailable(String)
    }

    public struct Item: Equatable, Sendable {
        /// 1–9, then 0 for the tenth.
        public var number: Int
        public var title: String
        public var action: Action
    }

    public var page: Page
    public var title: String
    public var items: [Item]

    init(page: Page, title: String, entries: [(String, Action)]) {
        self.page = page
        self.title = title
        items = entries.prefix(10).enumerated().map { Item(number: ($0.offset + 1) % 10, title: $0.element.0, action: $0.element.1) }
    }

    /// The item a number key chooses.
    public func item(number: Int) -> Item? {
        items.first { $0.number == number }
    }
}
