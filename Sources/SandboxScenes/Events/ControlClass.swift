import Foundation
import ResponderCore

/// What `control NAME KIND …` makes of a view: the UIKit class it becomes (a control, a text
/// field, a scroll view, or a plain UIView again) with the settings a scene's `control:` or
/// `scroll:` gives that class. The view stays where it was, with its subviews, recognizers,
/// properties and traits.
public struct ControlClass: Equatable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case button, control, slider, `switch`, textField, scroll, none
    }

    public var kind: Kind
    /// `isEnabled` (a control, a text field).
    public var enabled = true
    /// A slider's value, range and `isContinuous`.
    public var value: Double = 0
    public var minimum: Double = 0
    public var maximum: Double = 1
    public var continuous = true
    /// A switch's `isOn`.
    public var on = false
    /// A scroll view's content size, switches and overrides, as a scene's `scroll:` gives them;
    /// its content offset is the view's bounds origin, which stays as the view had it.
    public var scroll = ScrollNode(contentSize: .zero)

    public init(kind: Kind) {
        self.kind = kind
    }

    /// The class of a live view, or nil for one no `control` line can make (a window, a class
    /// the sandbox models otherwise).
    public init?(of view: UIView) {
        switch view {
        case let scrollView as SceneScrollView:
            kind = .scroll
            scroll.contentSize = scrollView.contentSize
            scroll.delaysContentTouches = scrollView.delaysContentTouches
            scroll.canCancelContentTouches = scrollView.canCancelContentTouches
            scroll.scrollEnabled = scrollView.isScrollEnabled
            scroll.bounces = scrollView.bounces
            scroll.pagingEnabled = scrollView.isPagingEnabled
            scroll.directionalLock = scrollView.isDirectionalLockEnabled
            scroll.touchesShouldBegin = scrollView.shouldBeginAnswer
            scroll.touchesShouldCancel = scrollView.shouldCancelAnswer
        case let slider as UISlider:
            kind = .slider
            value = Double(slider.value)
            minimum = Double(slider.minimumValue)
            maximum = Double(slider.maximumValue)
            continuous = slider.isContinuous
        case let toggle as UISwitch:
            kind = .switch
            on = toggle.isOn
        case is UIButton: kind = .button
        case is UITextField: kind = .textField
        case _ where type(of: view) == UIControl.self: kind = .control
        case _ where type(of: view) == UIView.self: kind = .none
        default: return nil
        }
        if let control = view as? UIControl { enabled = control.isEnabled }
    }

    /// The words after `control NAME`: the kind, then the settings that are not UIKit's defaults.
    var words: [String] {
        var words = [kind.rawValue]
        if !enabled { words += ["enabled", "false"] }
        if kind == .slider {
            if minimum != 0 { words += ["minimum", minimum.compact] }
            if maximum != 1 { words += ["maximum", maximum.compact] }
            if value != 0 { words += ["value", value.compact] }
            if !continuous { words += ["continuous", "false"] }
        }
        if kind == .switch, on { words += ["on", "true"] }
        if kind == .scroll {
            let plain = ScrollNode(contentSize: .zero)
            words += ["contentSize", "\(Double(scroll.contentSize.width).compact),\(Double(scroll.contentSize.height).compact)"]
            for (key, path) in Self.scrollSwitches where scroll[keyPath: path] != plain[keyPath: path] {
                words += [key, "\(scroll[keyPath: path])"]
            }
            if scroll.touchesShouldCancel != .default { words += ["touchesShouldCancel", scroll.touchesShouldCancel.rawValue] }
        }
        return words
    }

    /// Reads the words after `control NAME`; the error says what is wrong.
    static func parse(_ words: [String]) throws -> ControlClass {
        guard let first = words.first else { throw ScriptError("missing a kind: \(Kind.allCases.map(\.rawValue).joined(separator: ", "))") }
        guard let kind = Kind(rawValue: first) else {
            throw ScriptError("unknown control kind '\(first.shownInMessage())'; expected \(Kind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var made = ControlClass(kind: kind)
        var rest = words.dropFirst()
        while let key = rest.popFirst() {
            guard let value = rest.popFirst() else { throw ScriptError("missing a value after '\(key.shownInMessage())'") }
            let allowed = kind == .slider ? ["enabled", "value", "minimum", "maximum", "continuous"]
                : kind == .switch ? ["enabled", "on"] : kind == .none ? [] : kind == .scroll ? Self.scrollKeys : ["enabled"]
            guard allowed.contains(key) else {
                throw ScriptError(allowed.isEmpty ? "a plain view ('none') takes no settings, found '\(key.shownInMessage())'"
                    : "a \(kind.rawValue) takes \(allowed.joined(separator: ", ")), found '\(key.shownInMessage())'")
            }
            if kind == .scroll {
                try made.scroll.read(key, value)
                continue
            }
            switch key {
            case "enabled", "continuous", "on":
                guard let flag = Bool(value.lowercased()) else { throw ScriptError("\(key) takes true or false, found '\(value.shownInMessage())'") }
                if key == "enabled" { made.enabled = flag } else if key == "on" { made.on = flag } else { made.continuous = flag }
            default:
                guard let number = Double(value), ModelLimits.contains(number) else {
                    throw ScriptError("\(key) takes a number within ±\(Int(ModelLimits.magnitude)), found '\(value.shownInMessage())'")
                }
                if key == "value" { made.value = number } else if key == "minimum" { made.minimum = number } else { made.maximum = number }
            }
        }
        guard made.minimum <= made.maximum else { throw ScriptError("minimum \(made.minimum.compact) is above maximum \(made.maximum.compact)") }
        guard kind != .scroll || words.contains("contentSize") else { throw ScriptError("missing contentSize W,H: a scroll view needs its content's size") }
        return made
    }

    /// A new view of this class, named and placed as the scene builder places one.
    func makeView(name: String, frame: CGRect) -> UIView {
        let view: UIView
        switch kind {
        case .button: view = UIButton(name: name, frame: frame)
        case .control: view = UIControl(name: name, frame: frame)
        case .slider:
            let slider = UISlider(name: name, frame: frame)
            slider.minimumValue = Float(minimum)
            slider.maximumValue = Float(maximum)
            slider.value = Float(value)
            slider.isContinuous = continuous
            view = slider
        case .switch:
            let toggle = UISwitch(name: name, frame: frame)
            toggle.isOn = on
            view = toggle
        case .textField: view = UITextField(name: name, frame: frame)
        case .scroll: view = SceneScrollView(name: name, frame: frame, scroll)
        case .none: view = UIView(name: name, frame: frame)
        }
        (view as? UIControl)?.isEnabled = enabled
        return view
    }

    /// UIKit's class name, for the caption.
    var className: String {
        switch kind {
        case .button: "UIButton"
        case .control: "UIControl"
        case .slider: "UISlider"
        case .switch: "UISwitch"
        case .textField: "UITextField"
        case .scroll: "UIScrollView"
        case .none: "UIView"
        }
    }
}

extension ControlClass {
    /// What `control NAME scroll` takes, the keys of a scene's `scroll:` but its offset.
    static let scrollKeys = ["contentSize"] + scrollSwitches.map(\.0) + ["touchesShouldCancel"]

    /// The boolean switches and overrides of a scroll view, each UIKit's default when not given.
    static let scrollSwitches: [(String, WritableKeyPath<ScrollNode, Bool>)] = [
        ("delaysContentTouches", \.delaysContentTouches), ("canCancelContentTouches", \.canCancelContentTouches),
        ("scrollEnabled", \.scrollEnabled), ("bounces", \.bounces), ("pagingEnabled", \.pagingEnabled),
        ("directionalLock", \.directionalLock), ("touchesShouldBegin", \.touchesShouldBegin),
    ]
}

private extension ScrollNode {
    /// One `KEY VALUE` of `control NAME scroll`; the error says what is wrong.
    mutating func read(_ key: String, _ value: String) throws {
        switch key {
        case "contentSize":
            let parts = value.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
            guard parts.count == 2, let width = parts[0], let height = parts[1], width >= 0, height >= 0,
                  ModelLimits.contains(width), ModelLimits.contains(height) else {
                throw ScriptError("contentSize takes W,H, two numbers from 0 to \(Int(ModelLimits.magnitude)), found '\(value.shownInMessage())'")
            }
            contentSize = CGSize(width: width, height: height)
        case "touchesShouldCancel":
            guard let answer = CancelAnswer(rawValue: value) else {
                throw ScriptError("touchesShouldCancel takes default, always or never, found '\(value.shownInMessage())'")
            }
            touchesShouldCancel = answer
        default:
            guard let path = ControlClass.scrollSwitches.first(where: { $0.0 == key })?.1 else { return }
            guard let flag = Bool(value.lowercased()) else { throw ScriptError("\(key) takes true or false, found '\(value.shownInMessage())'") }
            self[keyPath: path] = flag
        }
    }
}
