import Foundation

/// What a value control shows of its value, taken with the frame: a slider's thumb rectangle
/// (UISlider's `thumbRect` at its value), or whether a switch is on.
public enum ValueControlPlacement: Equatable {
    case slider(thumbRect: CGRect)
    case toggle(isOn: Bool)
}
