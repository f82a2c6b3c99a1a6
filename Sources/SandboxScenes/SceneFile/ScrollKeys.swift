import Foundation
import ResponderCore

/// The view key `scroll`, read into a `ViewNode`: the view becomes a UIScrollView.
struct ScrollKeys {
    let parser: SceneNodeParser
    var reader: YAMLNodeReader { parser.reader }

    static let keys = ["contentSize", "contentOffset", "delaysContentTouches", "canCancelContentTouches",
                       "scrollEnabled", "bounces", "pagingEnabled", "directionalLock", "touchesShouldBegin", "touchesShouldCancel"]

    func apply(_ keys: YAMLKeys, _ path: String, to view: inout ViewNode) {
        guard let node = keys["scroll"] else { return }
        let scrollPath = YAMLNodeReader.join(path, "scroll")
        view.scroll = scroll(node, scrollPath)
        // One view is one UIKit class: a scroll view is no button or text field.
        if keys["control"] != nil || parser.flag(keys, "textField", path) == true {
            reader.report(node, scrollPath, "a view is a scroll view, a button ('control') or a text field, not two of them")
        }
        // contentOffset is the bounds origin: two keys for one value would disagree.
        if keys["boundsOrigin"] != nil {
            reader.report(node, scrollPath, "a scroll view's bounds origin is its contentOffset; give contentOffset inside scroll, not boundsOrigin")
        }
    }

    /// The boolean switches and overrides, each UIKit's default when not given.
    private static let switches: [(String, WritableKeyPath<ScrollNode, Bool>)] = [
        ("scrollEnabled", \.scrollEnabled), ("bounces", \.bounces), ("pagingEnabled", \.pagingEnabled),
        ("directionalLock", \.directionalLock), ("touchesShouldBegin", \.touchesShouldBegin),
    ]

    private func scroll(_ node: YAMLNode, _ path: String) -> ScrollNode? {
        guard let keys = reader.mapping(node, path, allowed: Self.keys) else { return nil }
        var scroll = ScrollNode(contentSize: .zero)
        var valid = true
        if let sizeNode = keys["contentSize"] {
            let sizePath = YAMLNodeReader.join(path, "contentSize")
            if let values = reader.numbers(sizeNode, sizePath, count: 2) {
                if values[0] < 0 || values[1] < 0 {
                    reader.report(sizeNode, sizePath, "width and height must not be negative, found \(values[0].compact) × \(values[1].compact)")
                    valid = false
                } else {
                    scroll.contentSize = CGSize(width: values[0], height: values[1])
                }
            } else { valid = false }
        } else {
            reader.report(node, YAMLNodeReader.join(path, "contentSize"), "missing: a scroll view needs contentSize [width, height]")
            valid = false
        }
        if let offsetNode = keys["contentOffset"] {
            if let values = reader.numbers(offsetNode, YAMLNodeReader.join(path, "contentOffset"), count: 2) {
                scroll.contentOffset = CGPoint(x: values[0], y: values[1])
            } else { valid = false }
        }
        if let flag = parser.flag(keys, "delaysContentTouches", path) { scroll.delaysContentTouches = flag }
        else if keys["delaysContentTouches"] != nil { valid = false }
        if let flag = parser.flag(keys, "canCancelContentTouches", path) { scroll.canCancelContentTouches = flag }
        else if keys["canCancelContentTouches"] != nil { valid = false }
        for (key, field) in Self.switches {
            if let flag = parser.flag(keys, key, path) { scroll[keyPath: field] = flag }
            else if keys[key] != nil { valid = false }
        }
        if let node = keys["touchesShouldCancel"], let word = reader.string(node, YAMLNodeReader.join(path, "touchesShouldCancel")) {
            if let answer = ScrollNode.CancelAnswer(rawValue: word) {
                scroll.touchesShouldCancel = answer
            } else {
                reader.report(node, YAMLNodeReader.join(path, "touchesShouldCancel"), "unknown answer '\(word)'; expected default, always or never")
                valid = false
            }
        } else if keys["touchesShouldCancel"] != nil { valid = false }
        return valid ? scroll : nil
    }
}
