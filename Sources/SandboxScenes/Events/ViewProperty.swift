import Foundation
import ResponderCore

/// A scene key changed between events (`set NAME KEY VALUE`), or live from the window.
public enum ViewProperty: Equatable, Sendable {
    /// A key of `ViewKeyTable`: one UIView property, a flag or a number.
    case key(ViewKey, ViewKeyValue)
    case canBecomeFirstResponder(Bool)
    case callsSuper(Bool)
    case handles(Set<ResponderMethod>)
    case color(UIColor)
    case frame(CGRect)
    /// One part of the transform; the other parts are kept.
    case rotate(Double)
    case scale(Double, Double)
    case translate(Double, Double)
    case boundsOrigin(CGPoint)
    /// A scroll view's `contentOffset` (its bounds origin), set at once.
    case contentOffset(CGPoint)
    /// A recognizer's key: NAME names a gesture recognizer, not a view.
    case gesture(GestureFlag, Bool)
    /// A slider's `value` (UISlider clamps it to its range).
    case value(Double)
    /// A switch's `isOn`.
    case on(Bool)
    /// The actions a responder implements (a scene's `actions:`), which `canPerformAction`
    /// and a control's or the chain's search for a target read.
    case actions(Set<Selector>)
    /// Implemented actions its `canPerformAction(_:withSender:)` answers No for (a scene's `refuses:`).
    case refuses(Set<Selector>)
    /// What an override of `canResignFirstResponder` answers (a scene's `canResignFirstResponder:`).
    case canResignFirstResponder(Bool)
    /// The key commands it offers, in order (a scene's `keyCommands:`).
    case keyCommands([KeyCommandNode])
    /// An override of `target(forAction:withSender:)`: each action to the responder it answers,
    /// by name (a scene's `targetForAction:`); empty, UIKit's own answer.
    case targetForAction([String: String])

    static let booleanKeys = ["canBecomeFirstResponder", "callsSuper", "canResignFirstResponder"]
    /// Keys whose value is the rest of the line, written as the scene file writes the key.
    static let sceneValueKeys = ["keyCommands", "targetForAction"]
    public static let keys = ViewKeyTable.flagKeys.map(\.name) + booleanKeys + ViewKeyTable.numberKeys.map(\.name)
        + ["handles", "color", "frame", "rotate", "scale", "translate", "boundsOrigin", "contentOffset", "value", "on", "actions", "refuses"]
        + sceneValueKeys
        + GestureFlag.allCases.map(\.rawValue)

    /// Parses `KEY VALUE` as written in an events file; the error says what is wrong. Numbers
    /// keep to the same range as in a scene file (`ModelLimits`).
    public static func parse(key: String, value: String) -> Result<ViewProperty, ScriptError> {
        parseWithoutLimits(key: key, value: value).flatMap { property in
            guard let problem = property.limitProblem else { return .success(property) }
            return .failure(.init("\(key) '\(value.shownInMessage())' is out of range: \(problem)"))
        }
    }

    /// Why a number of the property lies beyond `ModelLimits`, or nil.
    var limitProblem: String? {
        let numbers: [Double]
        switch self {
        case .key(_, .number(let value)), .rotate(let value), .value(let value): numbers = [value]
        case .frame(let rect): numbers = [rect.origin.x, rect.origin.y, rect.width, rect.height]
        case .scale(let x, let y):
            if let problem = ModelLimits.scaleProblem(x) ?? ModelLimits.scaleProblem(y) { return problem }
            numbers = [x, y]
        case .translate(let x, let y): numbers = [x, y]
        case .boundsOrigin(let point), .contentOffset(let point): numbers = [point.x, point.y]
        default: numbers = []
        }
        return numbers.allSatisfy(ModelLimits.contains) ? nil : ModelLimits.rangeDescription
    }

    private static func parseWithoutLimits(key: String, value: String) -> Result<ViewProperty, ScriptError> {
        if let row = ViewKeyTable.key(named: key) {
            return row.type.parse(value, key: key).map { .key(row, $0) }
        }
        if booleanKeys.contains(key) {
            guard let flag = Bool(value.lowercased()) else { return .failure(.init("\(key) takes true or false, found '\(value.shownInMessage())'")) }
            return .success(boolean(key, flag))
        }
        if let gesture = GestureFlag(rawValue: key) {
            guard let flag = Bool(value.lowercased()) else { return .failure(.init("\(key) takes true or false, found '\(value.shownInMessage())'")) }
            return .success(.gesture(gesture, flag))
        }
        switch key {
        case "color":
            guard let color = ColorNames.color(value) else {
                return .failure(.init("unknown colour '\(value.shownInMessage())'; use a name such as blue or #RRGGBB"))
            }
            return .success(.color(color))
        case "frame":
            let parts = value.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 4, parts.allSatisfy(\.isFinite) else {
                return .failure(.init("frame takes X,Y,WIDTH,HEIGHT with no spaces, found '\(value.shownInMessage())'"))
            }
            guard parts[2] >= 0, parts[3] >= 0 else {
                return .failure(.init("frame width and height must not be negative, found '\(value.shownInMessage())'"))
            }
            return .success(.frame(CGRect(x: parts[0], y: parts[1], width: parts[2], height: parts[3])))
        case "handles":
            return handles(value)
        case "value":
            guard let number = Double(value), number.isFinite else { return .failure(.init("value takes a number (a slider's value), found '\(value.shownInMessage())'")) }
            return .success(.value(number))
        case "on":
            guard let flag = Bool(value.lowercased()) else { return .failure(.init("on takes true or false (a switch's isOn), found '\(value.shownInMessage())'")) }
            return .success(.on(flag))
        case "actions", "refuses":
            return selectors(key, value).map { key == "actions" ? .actions($0) : .refuses($0) }
        case "keyCommands", "targetForAction":
            return sceneValue(key, value)
        case "rotate", "scale", "translate", "boundsOrigin", "contentOffset":
            return geometry(key, value)
        default:
            return .failure(.init("unknown key '\(key.shownInMessage())'\(YAMLNodeReader.suggestion(for: key, among: keys)); expected one of \(keys.joined(separator: ", "))"))
        }
    }

    private static func geometry(_ key: String, _ value: String) -> Result<ViewProperty, ScriptError> {
        let numbers = value.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        let finite = numbers.compactMap { $0 }.filter(\.isFinite)
        let allNumbers = finite.count == numbers.count
        switch key {
        case "rotate":
            guard allNumbers, finite.count == 1 else { return .failure(.init("rotate takes an angle in degrees, found '\(value.shownInMessage())'")) }
            return .success(.rotate(finite[0]))
        case "scale":
            guard allNumbers, finite.count == 1 || finite.count == 2 else {
                return .failure(.init("scale takes N or SX,SY with no spaces, found '\(value.shownInMessage())'"))
            }
            guard !finite.contains(0) else { return .failure(.init("scale '\(value.shownInMessage())': " + GeometryKeys.zeroScaleMessage)) }
            return .success(.scale(finite[0], finite.count == 2 ? finite[1] : finite[0]))
        case "translate":
            guard allNumbers, finite.count == 2 else { return .failure(.init("translate takes TX,TY with no spaces, found '\(value.shownInMessage())'")) }
            return .success(.translate(finite[0], finite[1]))
        case "contentOffset":
            guard allNumbers, finite.count == 2 else { return .failure(.init("contentOffset takes X,Y with no spaces, found '\(value.shownInMessage())'")) }
            return .success(.contentOffset(CGPoint(x: finite[0], y: finite[1])))
        default:
            guard allNumbers, finite.count == 2 else { return .failure(.init("boundsOrigin takes X,Y with no spaces, found '\(value.shownInMessage())'")) }
            return .success(.boundsOrigin(CGPoint(x: finite[0], y: finite[1])))
        }
    }

    private static func boolean(_ key: String, _ flag: Bool) -> ViewProperty {
        switch key {
        case "canBecomeFirstResponder": return .canBecomeFirstResponder(flag)
        case "canResignFirstResponder": return .canResignFirstResponder(flag)
        default: return .callsSuper(flag)
        }
    }

    private static func handles(_ value: String) -> Result<ViewProperty, ScriptError> {
        guard value != "none" else { return .success(.handles([])) }
        var methods: Set<ResponderMethod> = []
        for word in value.split(separator: ",") {
            guard let family = ResponderMethod.family(named: String(word)) else {
                return .failure(.init("unknown event method '\(String(word).shownInMessage())' in handles; expected none, or a comma-separated list of \(SceneNodeParser.handlesWords)"))
            }
            methods.formUnion(family)
        }
        return .success(.handles(methods))
    }

    /// `actions|refuses none` or `copy:,paste:`: each an Objective-C selector name, as a scene's
    /// `actions:` and `refuses:` write them.
    private static func selectors(_ key: String, _ value: String) -> Result<Set<Selector>, ScriptError> {
        guard value != "none" else { return .success([]) }
        var selectors: Set<Selector> = []
        for word in value.split(separator: ",", omittingEmptySubsequences: false) {
            guard !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }) else {
                return .failure(.init("\(key) takes none or a comma-separated list of action names such as copy:,paste:, found '\(value.shownInMessage())'"))
            }
            selectors.insert(Selector(String(word)))
        }
        return .success(selectors)
    }

    /// `keyCommands [{input: c, modifiers: [cmd], action: "copy:"}]` (`[]`: none) and
    /// `targetForAction {"copy:": OTHER}` (`{}`: none): the rest of the line, read by the scene
    /// file's own reader of the key, so each means what it means in a scene file.
    private static func sceneValue(_ key: String, _ text: String) -> Result<ViewProperty, ScriptError> {
        let example = key == "keyCommands" ? "[{input: c, modifiers: [cmd], action: \"copy:\"}]" : "{\"copy:\": OTHER}"
        if FlowNesting.firstPlaceDeeperThan(SceneParser.maximumDepth * 2, in: text) != nil {
            return .failure(.init("\(key): nesting is deeper than \(SceneParser.maximumDepth) levels"))
        }
        let composed: YAMLNode?
        do {
            composed = try YAMLComposer.compose(text)
        } catch {
            return .failure(.init("\(key) is not valid YAML: \(YAMLSyntaxError.diagnostic(for: error, file: "", text: text).message); expected \(example)"))
        }
        guard let node = composed else { return .failure(.init("missing the \(key) value, such as \(example)")) }
        let reader = YAMLNodeReader(file: "")
        let parser = SceneNodeParser(reader: reader)
        let property: ViewProperty = key == "keyCommands" ? .keyCommands(parser.keyCommands(node, key)) : .targetForAction(parser.targetForAction(node, key))
        if let problem = reader.diagnostics.first { return .failure(.init("\(problem.path): \(problem.message)")) }
        return .success(property)
    }

    /// Why `set` cannot apply it to NAME, when `isApplicable` says no.
    public func notApplicableNote(_ name: String) -> String {
        switch self {
        case .contentOffset: return "\(name) is not a scroll view"
        case .value: return "\(name) is not a slider"
        case .on: return "\(name) is not a switch"
        default: return "\(name) is not a view"
        }
    }

    /// Whether the property applies to this kind of responder (view keys need a view).
    public func isApplicable(to responder: UIResponder) -> Bool {
        switch self {
        case .canBecomeFirstResponder, .callsSuper, .handles, .actions, .refuses, .canResignFirstResponder, .keyCommands, .targetForAction: return true
        case .gesture: return false
        case .contentOffset: return responder is UIScrollView
        case .value: return responder is UISlider
        case .on: return responder is UISwitch
        default: return responder is UIView
        }
    }

    /// Sets it on `responder`; `responders` are the scene's, by name, where `targetForAction`
    /// finds the responders it answers (a name not there is left out, as the scene builder does).
    public func apply(to responder: UIResponder, responders: [String: UIResponder]) {
        let view = responder as? UIView
        switch self {
        case .key(let key, let value): view.map { key.setView($0, value) }
        case .canBecomeFirstResponder(let flag): responder.allowsBecomingFirstResponder = flag
        case .callsSuper(let flag): responder.callsSuper = flag
        case .handles(let methods): responder.implementedMethods = methods
        case .color(let color): view?.backgroundColor = color
        case .frame(let frame): view?.frame = frame
        case .rotate(let degrees): view?.transformParts.rotationDegrees = degrees
        case .scale(let sx, let sy): view?.transformParts.scaleX = sx; view?.transformParts.scaleY = sy
        case .translate(let tx, let ty): view?.transformParts.translateX = tx; view?.transformParts.translateY = ty
        case .boundsOrigin(let origin): view?.bounds.origin = origin
        // UIKit's setContentOffset(_:animated: false): at once, stopping any deceleration.
        case .contentOffset(let offset): (view as? UIScrollView)?.setContentOffset(offset, animated: false)
        case .gesture: break
        case .value(let value): (view as? UISlider)?.value = Float(value)
        case .on(let flag): (view as? UISwitch)?.isOn = flag
        case .actions(let selectors): responder.implementedActions = selectors
        case .refuses(let selectors): responder.refusedActions = selectors
        case .canResignFirstResponder(let flag): responder.allowsResigningFirstResponder = flag
        case .keyCommands(let commands): responder.declaredKeyCommands = commands.map(\.keyCommand)
        case .targetForAction(let targets):
            responder.removeTargetOverrides()
            for (action, name) in targets.sorted(by: { $0.key < $1.key }) {
                if let target = responders[name] { responder.overrideTarget(forAction: Selector(action), with: target) }
            }
        }
    }
}

extension ViewProperty {
    /// The change in UIKit's words, as the log and the lesson captions show it.
    public func caption(for name: String) -> String {
        switch self {
        case .key(let key, let value): return key.caption(for: name, value)
        case .canBecomeFirstResponder(let flag): return "\(name).canBecomeFirstResponder = \(flag)"
        case .callsSuper(let flag): return flag ? "\(name) now calls super (passes events on)" : "\(name) no longer calls super"
        case .handles(let methods):
            let names = methods.map(\.rawValue).sorted()
            return names.isEmpty ? "\(name) implements no event methods" : "\(name) implements " + names.joined(separator: ", ")
        case .color(let color): return "\(name).backgroundColor = \(color.hexString)"
        case .frame(let rect):
            let parts = [rect.minX, rect.minY, rect.width, rect.height].map { Double($0).formatted(maximumFractionDigits: 2) }
            return "\(name).frame = (" + parts.joined(separator: ", ") + ")"
        case .rotate(let degrees):
            return "\(name).transform now rotates \(degrees.formatted(maximumFractionDigits: 2))° (scale and translation kept)"
        case .scale(let sx, let sy):
            let factor = sx == sy ? sx.formatted(maximumFractionDigits: 3)
                : sx.formatted(maximumFractionDigits: 3) + " × " + sy.formatted(maximumFractionDigits: 3)
            return "\(name).transform now scales by \(factor) (rotation and translation kept)"
        case .translate(let tx, let ty):
            return "\(name).transform now translates by (\(tx.formatted(maximumFractionDigits: 2)), \(ty.formatted(maximumFractionDigits: 2))) (scale and rotation kept)"
        case .boundsOrigin(let origin):
            return "\(name).bounds.origin = (\(Double(origin.x).formatted(maximumFractionDigits: 2)), \(Double(origin.y).formatted(maximumFractionDigits: 2)))"
        case .contentOffset(let offset):
            return "\(name).contentOffset = (\(Double(offset.x).formatted(maximumFractionDigits: 2)), \(Double(offset.y).formatted(maximumFractionDigits: 2)))"
        case .gesture(let key, let flag): return "\(name).\(key.propertyName) = \(flag)"
        case .value(let value): return "\(name).value = \(value.formatted(maximumFractionDigits: 3))"
        case .on(let flag): return "\(name).isOn = \(flag)"
        case .actions(let selectors):
            let names = selectors.map(\.name).sorted()
            return names.isEmpty ? "\(name) implements no actions" : "\(name) implements " + names.joined(separator: ", ")
        case .refuses(let selectors):
            let names = selectors.map(\.name).sorted()
            return names.isEmpty ? "\(name).canPerformAction answers as it implements" : "\(name).canPerformAction answers No for " + names.joined(separator: ", ")
        case .canResignFirstResponder(let flag): return "\(name).canResignFirstResponder = \(flag)"
        case .keyCommands(let commands):
            guard !commands.isEmpty else { return "\(name) offers no key commands" }
            return "\(name) offers key commands " + commands.map { "\($0.keyDescription) → \($0.action)" }.joined(separator: ", ")
        case .targetForAction(let targets):
            guard !targets.isEmpty else { return "\(name).target(forAction:) is UIKit's own" }
            return "\(name).target(forAction:) answers " + targets.sorted(by: { $0.key < $1.key }).map { "\($0.value) for \($0.key)" }.joined(separator: ", ")
        }
    }
}
