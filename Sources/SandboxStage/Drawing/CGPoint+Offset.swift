import Foundation

extension CGPoint {
    func offsetBy(dx: Double, dy: Double) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }
}
