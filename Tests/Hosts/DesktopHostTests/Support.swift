import Foundation
import Geometry
import StageKit
import Testing
@testable import DesktopHost

/// A fresh temporary folder for one test.
extension ImageCanvas {
    /// How many pixels inside a rect (in pixels) satisfy a test.
    func count(in rect: Rect, where test: (Color) -> Bool) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where color(atX: x, y: y).map(test) == true {
                n += 1
            }
        }
        return n
    }
}

func close(_ a: Color?, _ b: Color, tolerance: Double = 0.02) -> Bool {
    guard let a else { return false }
    return abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
        && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
}
