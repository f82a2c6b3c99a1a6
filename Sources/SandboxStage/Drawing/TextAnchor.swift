import Foundation

/// How text is placed relative to its point.
public enum TextAnchor: Sendable, Equatable {
    case topLeft, center, topRight, bottomLeft, left
}
