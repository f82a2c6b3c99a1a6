/// UIKit's responders are NSObjects, equal only to themselves and hashable by identity, so
/// they can go in `Set<AnyHashable>` (UIControl's `allTargets`) and `Set<UIScene>`.
extension UIResponder: Hashable {
    public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
