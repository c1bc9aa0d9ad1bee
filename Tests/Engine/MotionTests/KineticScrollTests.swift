import Motion
import Testing

@Suite("Kinetic scroll")
struct KineticScrollTests {
    @Test("a fling glides on, slows down and comes to rest about v/k further")
    func flingGlidesAndStops() {
        var scroll = KineticScroll(offset: 100, limit: 10_000)
        scroll.fling(velocity: 2000, at: 1)
        #expect(scroll.isGliding)
        scroll.advance(to: 1.1)
        let early = scroll.offset
        #expect(early > 100 + 150 && early < 100 + 200, "about 2000 × 0.1 s at first: \(early)")
        #expect(scroll.velocity < 2000 && scroll.velocity > 1500)
        var time = 1.1
        while scroll.advance(to: time) { time += 1.0 / 60 }
        #expect(abs(scroll.offset - (100 + 2000 / 2)) < 10, "\(scroll.offset)")
        #expect(time < 1 + 5, "it comes to rest within seconds")
        #expect(scroll.velocity == 0)
    }

    @Test(
        "a glide stops at the end of the content, and a fling past an end it stands at does nothing"
    )
    func stopsAtTheEnds() {
        var scroll = KineticScroll(offset: 900, limit: 1000)
        scroll.fling(velocity: 3000, at: 0)
        let gliding = scroll.advance(to: 0.5)
        #expect(!gliding)
        #expect(scroll.offset == 1000)
        scroll.fling(velocity: 500, at: 1)
        #expect(!scroll.isGliding)
        scroll.fling(velocity: -5, at: 1)
        #expect(!scroll.isGliding, "slower than the resting speed")
    }

    @Test("scrolling by hand stops a glide and keeps within the content; a shorter limit clamps")
    func handScrollAndLimits() {
        var scroll = KineticScroll(limit: 500)
        scroll.fling(velocity: 1000, at: 0)
        scroll.scroll(by: 50)
        #expect(!scroll.isGliding && scroll.offset == 50)
        scroll.scroll(to: -20)
        #expect(scroll.offset == 0)
        scroll.scroll(to: .nan)
        #expect(scroll.offset == 0)
        scroll.scroll(to: 480)
        scroll.setLimit(300)
        #expect(scroll.offset == 300)
    }
}
