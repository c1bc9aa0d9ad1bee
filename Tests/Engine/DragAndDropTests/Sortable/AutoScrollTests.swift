import DragAndDrop
import Testing

@Suite struct AutoScrollTests {
    let scroller = AutoScroll(edge: 40, maximumSpeed: 1000)

    @Test func speedGrowsWithClosenessToTheEdge() {
        #expect(scroller.speed(distanceToEdge: 40) == 0)
        #expect(scroller.speed(distanceToEdge: 100) == 0)
        #expect(scroller.speed(distanceToEdge: 20) == 250)
        #expect(scroller.speed(distanceToEdge: 0) == 1000)
        #expect(scroller.speed(distanceToEdge: -50) == 1000)
        #expect(scroller.speed(distanceToEdge: .nan) == 0)
        var last = 0.0
        for d in stride(from: 40.0, through: 0, by: -1) {
            let speed = scroller.speed(distanceToEdge: d)
            #expect(speed >= last)
            last = speed
        }
    }

    @Test func theNearerEdgeGivesTheDirection() {
        let frame = Rect(x: 0, y: 100, width: 200, height: 400)
        #expect(scroller.velocity(for: Point(x: 50, y: 110), in: frame, along: .vertical) < 0)
        #expect(scroller.velocity(for: Point(x: 50, y: 490), in: frame, along: .vertical) > 0)
        #expect(scroller.velocity(for: Point(x: 50, y: 300), in: frame, along: .vertical) == 0)
        #expect(scroller.velocity(for: Point(x: 250, y: 490), in: frame, along: .vertical) == 0)
        #expect(scroller.velocity(for: Point(x: 5, y: 300), in: frame, along: .horizontal) < 0)
        #expect(
            AutoScroll.off.velocity(for: Point(x: 50, y: 499), in: frame, along: .vertical) == 0)
    }
}
