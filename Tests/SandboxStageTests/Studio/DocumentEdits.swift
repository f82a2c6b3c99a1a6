import Foundation
import ResponderCore
@testable import SandboxScenes
@testable import SandboxStage

/// The edits done on the document model directly: what parsing the edited text must give.
enum DocumentEdits {
    static func applying(_ command: EditCommand, to document: SceneDocument) -> SceneDocument {
        var document = document
        switch command {
        case .setFrame(let name, let frame): update(name, in: &document) { $0.frame = frame }
        case .rename(let name, let newName): update(name, in: &document) { $0.name = newName }
        case .recolor(let name, let color): update(name, in: &document) { $0.color = ColorNames.color(color)! }
        case .setProperty(let name, let key, let value): update(name, in: &document) { set(key, value, on: &$0) }
        case .addSubview(let parent, let name, let frame, let color):
            update(parent, in: &document) { $0.subviews.append(.view(ViewNode(name: name, frame: frame, color: ColorNames.color(color)!))) }
        case .delete(let name): _ = removeItem(name, from: &document.root.view)
        case .moveAmongSiblings(let name, let offset):
            _ = swapItem(name, by: offset, in: &document.root.view)
        case .reparent(let name, let parent, let frame):
            guard var item = removeItem(name, from: &document.root.view) else { break }
            switch item {
            case .view(var view): view.frame = frame; item = .view(view)
            case .controller(var controller): controller.view.frame = frame; item = .controller(controller)
            }
            update(parent, in: &document) { $0.subviews.append(item) }
        case .removeProperty, .replaceProperty, .addGesture, .removeGesture, .setGestureProperty, .makeControllerView, .setText,
             .connectControl, .addAction:
            // These are checked against the expected text (BehaviourEditTests), not against a model edit.
            fatalError("no model oracle for \(command)")
        }
        return document
    }

    private static func set(_ key: String, _ value: String, on view: inout ViewNode) {
        switch key {
        case "hidden": view.hidden = value == "true"
        case "alpha": view.alpha = Double(value)!
        case "userInteractionEnabled": view.userInteractionEnabled = value == "true"
        case "multipleTouchEnabled": view.multipleTouchEnabled = value == "true"
        case "exclusiveTouch": view.exclusiveTouch = value == "true"
        case "canBecomeFirstResponder": view.traits.canBecomeFirstResponder = value == "true"
        case "handles":
            let words = value.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: ",")
            view.traits.handles = Set(words.compactMap { ResponderMethod(rawValue: $0.trimmingCharacters(in: .whitespaces)) })
        default: fatalError("no oracle for \(key)")
        }
    }

    static func names(in document: SceneDocument) -> [String] {
        var names: [String] = []
        func visit(_ view: ViewNode) {
            names.append(view.name)
            for child in view.subviews {
                switch child {
                case .view(let node): visit(node)
                case .controller(let node): visit(node.view)
                }
            }
        }
        visit(document.root.view)
        return names
    }

    private static func update(_ name: String, in document: inout SceneDocument, _ change: (inout ViewNode) -> Void) {
        _ = update(name, in: &document.root.view, change)
    }

    private static func update(_ name: String, in view: inout ViewNode, _ change: (inout ViewNode) -> Void) -> Bool {
        if view.name == name { change(&view); return true }
        for index in view.subviews.indices {
            switch view.subviews[index] {
            case .view(var node):
                if update(name, in: &node, change) { view.subviews[index] = .view(node); return true }
            case .controller(var node):
                if update(name, in: &node.view, change) { view.subviews[index] = .controller(node); return true }
            }
        }
        return false
    }

    private static func childName(_ node: SceneNode) -> String {
        switch node {
        case .view(let view): return view.name
        case .controller(let controller): return controller.view.name
        }
    }

    private static func removeItem(_ name: String, from view: inout ViewNode) -> SceneNode? {
        if let index = view.subviews.firstIndex(where: { childName($0) == name }) { return view.subviews.remove(at: index) }
        for index in view.subviews.indices {
            var removed: SceneNode?
            switch view.subviews[index] {
            case .view(var node):
                removed = removeItem(name, from: &node)
                view.subviews[index] = .view(node)
            case .controller(var node):
                removed = removeItem(name, from: &node.view)
                view.subviews[index] = .controller(node)
            }
            if removed != nil { return removed }
        }
        return nil
    }

    private static func swapItem(_ name: String, by offset: Int, in view: inout ViewNode) -> Bool {
        if let index = view.subviews.firstIndex(where: { childName($0) == name }) {
            view.subviews.swapAt(index, index + offset)
            return true
        }
        for index in view.subviews.indices {
            switch view.subviews[index] {
            case .view(var node):
                if swapItem(name, by: offset, in: &node) { view.subviews[index] = .view(node); return true }
            case .controller(var node):
                if swapItem(name, by: offset, in: &node.view) { view.subviews[index] = .controller(node); return true }
            }
        }
        return false
    }
}
