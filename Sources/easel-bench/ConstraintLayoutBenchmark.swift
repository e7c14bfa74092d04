import Easel
import Foundation

/// Views laid out by constraints, through the whole view layer: anchors and `snp`
/// made, groups collected, the solver fed, frames set on the pixel grid.
///  - a chain: N views in one superview, each below the one before (one group of N);
///  - cards: N views as N/10 cards of 10, each card its own group (groups are solved apart);
///  - an edit: one constant changed in the middle of the chain, then the next layout pass (the
///    kept solver removes and adds one constraint).
struct ConstraintLayoutBenchmark {
    let iterations: Int
    let sizes = [100, 1_000, 5_000]

    func run() {
        print("Constraint layout (views, first layout including making the constraints; edit = one constant, next pass):")
        for count in sizes {
            var chain = Measurement("chain of \(count)")
            var cards = Measurement("\(count / 10) cards of 10")
            var edit = Measurement("edit in a chain of \(count)")
            let runs = count >= 5_000 ? max(3, iterations / 10) : iterations
            for _ in 0 ..< runs {
                let (root, handles) = chain.time { () -> (View, [Constraint]) in
                    let made = Self.chain(count)
                    made.0.layoutIfNeeded()
                    return made
                }
                let middle = handles[count / 2]
                var offset: CGFloat = 4
                for _ in 0 ..< 5 {
                    offset += 1
                    edit.time {
                        middle.update(offset: offset)
                        root.layoutIfNeeded()
                    }
                }
                cards.time {
                    Self.cards(count).layoutIfNeeded()
                }
            }
            for measurement in [chain, cards, edit] { print("  " + measurement.report) }
        }
    }

    /// N views stacked by constraints in one superview; the handles of their top constraints.
    static func chain(_ count: Int) -> (View, [Constraint]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: CGFloat(count) * 24 + 100))
        var handles: [Constraint] = []
        var previous: View?
        for _ in 0 ..< count {
            let view = View()
            root.addSubview(view)
            view.snp.makeConstraints { make in
                make.leading.trailing.equalToSuperview().inset(16)
                if let previous {
                    handles.append(make.top.equalTo(previous.snp.bottom).offset(4).constraint)
                } else {
                    handles.append(make.top.equalToSuperview().offset(4).constraint)
                }
                make.height.equalTo(20)
            }
            previous = view
        }
        return (root, handles)
    }

    /// N views as cards of 10 (an avatar, a title bar, 8 lines), cards placed by frames.
    static func cards(_ count: Int) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: CGFloat(count / 10) * 130))
        for index in 0 ..< count / 10 {
            let card = View(frame: CGRect(x: 0, y: CGFloat(index) * 130, width: 390, height: 130))
            root.addSubview(card)
            let avatar = View()
            card.addSubview(avatar)
            avatar.snp.makeConstraints { make in
                make.top.leading.equalToSuperview().inset(12)
                make.size.equalTo(40)
            }
            var above = avatar.snp.top
            for line in 0 ..< 9 {
                let bar = View()
                card.addSubview(bar)
                bar.snp.makeConstraints { make in
                    make.leading.equalTo(avatar.snp.trailing).offset(8)
                    make.trailing.equalToSuperview().inset(line == 0 ? 12 : 40)
                    make.top.equalTo(above).offset(line == 0 ? 0 : 2)
                    make.height.equalTo(line == 0 ? 16 : 10)
                }
                above = bar.snp.bottom
            }
        }
        return root
    }
}
