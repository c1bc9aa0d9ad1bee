#if canImport(CAtkBridge)
    import CAtkBridge
    import Geometry
    import StageKit
    #if canImport(Glibc)
        import Glibc
    #endif

    /// The window's accessibility tree (StageKit's `AccessibilityTree`) published on the
    /// Linux accessibility bus (AT-SPI2, which Orca reads), through ATK: an application, its
    /// window, and an object per node, inside the node it lies in; what an assistive
    /// technology asks comes back as the node's input events.
    ///
    /// The tree is brought in step with a frame only when its seen elements changed, and
    /// only the objects whose element changed are touched.
    final class AccessibilityBus {
        private struct Published {
            var handle: OpaquePointer
            var tag: Int
            var node: AccessibilityNode
        }

        private var published: [String: Published] = [:]
        private var keysByTag: [Int: String] = [:]
        private var nextTag = 1
        private var lastSeen: [SeenElement] = []
        private var lastSize = Size(width: 0, height: 0)
        private var requests: [(tag: Int, action: AccessibilityAction)] = []

        /// Joins the bus as an application named `name`, or returns nil when no bus is
        /// there (no D-Bus session, `NO_AT_BRIDGE=1`, or the bridge failed), quietly.
        static func start(name: String, environment: [String: String]) -> AccessibilityBus? {
            guard AccessibilityBusCheck.mayReachBus(environment: environment) else { return nil }
            let bus = AccessibilityBus()
            // The bus lives as long as the window, which holds it: unretained is enough.
            let context = Unmanaged.passUnretained(bus).toOpaque()
            let started = dnd_a11y_start(
                name,
                { context, tag, request in
                    guard let context else { return }
                    let bus = Unmanaged<AccessibilityBus>.fromOpaque(context).takeUnretainedValue()
                    bus.requests.append((Int(tag), request == DndA11yFocus ? .focus : .press))
                }, context)
            return started == 1 ? bus : nil
        }

        deinit {
            dnd_a11y_detach()
            for entry in published.values { dnd_a11y_node_release(entry.handle) }
        }

        /// Answers the bus's pending requests, and returns what they asked as input events.
        func pump(at time: Double) -> [InputEvent] {
            dnd_a11y_pump()
            guard !requests.isEmpty else { return [] }
            let asked = requests
            requests.removeAll()
            return asked.flatMap { tag, action -> [InputEvent] in
                guard let key = keysByTag[tag], let node = published[key]?.node else { return [] }
                return node.events(for: action, at: time)
            }
        }

        /// Where the window is on the screen, its title and whether it has the keyboard.
        func setWindow(title: String, x: Int32, y: Int32, size: Size, active: Bool) {
            dnd_a11y_set_window(
                title, x, y, Int32(size.width.rounded()), Int32(size.height.rounded()),
                active ? 1 : 0)
        }

        /// Brings the tree in step with a frame's seen elements.
        func publish(_ seen: [SeenElement], in size: Size) {
            guard seen != lastSeen || size != lastSize else { return }
            lastSeen = seen
            lastSize = size
            let nodes = AccessibilityTree(seen, in: size).nodes
            var handles: [OpaquePointer] = []
            handles.reserveCapacity(nodes.count)
            var gaining: Int?
            var kept = Set<String>()
            for (index, node) in nodes.enumerated() {
                kept.insert(node.key)
                var entry: Published
                var fresh = false
                if let old = published[node.key], old.node.element.kind == node.element.kind {
                    entry = old
                } else {
                    if let old = published[node.key] { retire(old) }
                    guard let handle = dnd_a11y_node_new(nextTag, kindOf(node.element.kind))
                    else { return }
                    entry = Published(handle: handle, tag: nextTag, node: node)
                    keysByTag[nextTag] = node.key
                    nextTag += 1
                    fresh = true
                }
                if fresh || entry.node != node {
                    let wasFocused = !fresh && entry.node.element.states.contains(.focused)
                    if node.element.states.contains(.focused) && !wasFocused {
                        gaining = index  // told last, once the others lost their focus
                    } else {
                        update(entry.handle, node)
                    }
                }
                entry.node = node
                published[node.key] = entry
                handles.append(entry.handle)
            }
            setChildren(of: nodes, handles: handles)
            if let gaining { update(handles[gaining], nodes[gaining]) }
            for (key, old) in published where !kept.contains(key) {
                published[key] = nil
                retire(old)
            }
        }

        private func setChildren(of nodes: [AccessibilityNode], handles: [OpaquePointer]) {
            var children: [[OpaquePointer?]] = Array(repeating: [], count: nodes.count)
            var top: [OpaquePointer?] = []
            for (index, node) in nodes.enumerated() {
                if let parent = node.parent {
                    children[parent].append(handles[index])
                } else {
                    top.append(handles[index])
                }
            }
            dnd_a11y_set_children(nil, top, Int32(top.count))
            for (index, node) in nodes.enumerated() where node.holdsOthers {
                dnd_a11y_set_children(handles[index], children[index], Int32(children[index].count))
            }
        }

        private func update(_ handle: OpaquePointer, _ node: AccessibilityNode) {
            let frame = node.element.frame
            dnd_a11y_node_update(
                handle, node.spokenName, node.value, Int32(node.element.states.rawValue),
                frame.minX, frame.minY, frame.width, frame.height)
        }

        private func retire(_ entry: Published) {
            keysByTag[entry.tag] = nil
            dnd_a11y_node_release(entry.handle)
        }

        private func kindOf(_ kind: SeenElement.Kind) -> DndA11yKind {
            switch kind {
            case .button: DndA11yButton
            case .toggle: DndA11yToggle
            case .segment: DndA11ySegment
            case .slider: DndA11ySlider
            case .textField: DndA11yTextField
            case .menuItem: DndA11yMenuItem
            case .draggable: DndA11yDraggable
            case .place: DndA11yPlace
            case .text: DndA11yText
            case .status: DndA11yStatus
            case .dialog: DndA11yDialog
            }
        }
    }
#endif
