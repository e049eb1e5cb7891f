import type { BlogCategory, BlogIcon } from '../../db/entities/enums';
import type { HeroPalette } from './hero-image';

export interface BlogSeed {
  id: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  icon: BlogIcon;
  /** Published at 10:00 IST on this day. */
  date: string;
  palette: HeroPalette;
  content: string;
}

const NOT_ADVICE = `> **Information, not financial advice.** This article explains general ideas in plain language. It is not a recommendation to buy any product. Rates, rules and tax limits change, and your situation is your own: check the lender's or insurer's current documents and, for big decisions, talk to a SEBI-registered investment adviser or another qualified professional.`;

/** The five articles the spec names, written for this project: general information with the spec's figures. */
export const BLOG_SEED: BlogSeed[] = [
  {
    id: 'personal-loans-guide-2025',
    title: 'Personal Loans in 2025: A Plain Guide to Rates, EMIs and Fees',
    excerpt: 'Personal loan rates in India typically range from 10.99% to 24% a year. Here is how lenders set your rate, how to work out the EMI, and which fees to check before you sign.',
    category: 'Personal Loans',
    icon: 'wallet',
    date: '2025-01-10',
    palette: { from: [49, 46, 129], to: [5, 150, 105], accent: [255, 255, 255] },
    content: `A personal loan is an unsecured loan: you do not pledge a house, gold or a fixed deposit, so the lender relies on your income and repayment record. That is why it costs more than a home loan or a gold loan.

## What interest rate to expect

In India, personal loan rates typically range from **10.99% to 24% a year**. Where you land in that range depends mostly on:

- **Your credit score.** A CIBIL score of 750 or more usually gets the better offers.
- **Your income and employer.** A steady salary from a well-known employer lowers the lender's risk.
- **Your existing EMIs.** Many lenders want all your EMIs together to stay under roughly half of your monthly income.
- **The loan amount and tenure.** Common tenures run from 12 months to 5 or 7 years.

## Working out the EMI

The monthly instalment depends on the amount, the rate and the tenure. For example, ₹2,00,000 over 3 years:

| Annual rate | EMI (approx.) | Total interest (approx.) |
|---|---|---|
| 10.99% | ₹6,550 | ₹35,700 |
| 16% | ₹7,030 | ₹53,100 |
| 24% | ₹7,850 | ₹82,500 |

A longer tenure lowers the EMI but raises the total interest you pay. Use the lender's own EMI calculator with your real numbers before you decide.

## Fees that change the real cost

- **Processing fee:** often 1% to 3% of the loan, plus 18% GST on the fee, usually deducted from the amount you receive.
- **Prepayment or foreclosure charges:** some lenders charge a percentage of the outstanding amount if you repay early.
- **Late-payment charges and bounce charges** if an EMI fails.

Compare offers by their **annual percentage rate (APR)**, which includes fees, not by the headline rate alone. Under the RBI's digital lending rules, regulated lenders must give you a **Key Fact Statement** showing the APR and all charges before you sign, and the money must go straight into your own bank account.

## Staying safe

- Borrow only from banks and RBI-registered NBFCs (you can check an NBFC on the RBI website).
- Be wary of apps that ask for access to your contacts or photos, or that promise "instant approval, no documents".
- Never pay a fee up front to "release" a loan.

## Before you apply

1. Check your credit report for free and correct any errors.
2. Borrow only what you need; a smaller loan is easier to repay.
3. Keep a repayment buffer of at least two EMIs in savings.

${NOT_ADVICE}
`,
  },
  {
    id: 'best-credit-cards-2025',
    title: 'Choosing a Credit Card in 2025: Rewards, Fees and the Minimum-Due Trap',
    excerpt: 'Cashback, rewards, travel or lifetime-free? How to pick a card that suits your spending, and the habits that keep a credit card from becoming expensive debt.',
    category: 'Credit Cards',
    icon: 'credit-card',
    date: '2025-02-14',
    palette: { from: [76, 29, 149], to: [219, 39, 119], accent: [255, 255, 255] },
    content: `A credit card is a short, interest-free loan **if** you pay the full bill by the due date every month. Miss that, and it becomes one of the most expensive ways to borrow.

## Common types of cards

- **Cashback cards** return a percentage of what you spend, usually with a monthly cap.
- **Reward-point cards** give points you redeem for vouchers, air miles or products. Check what a point is really worth when redeemed.
- **Travel cards** offer air miles and lounge visits; they suit people who fly often.
- **Fuel and shopping co-branded cards** give extra value with one brand.
- **Lifetime-free cards** charge no joining or annual fee, a good first card.

## Reading the fees

- **Joining and annual fees**, often waived if you spend a set amount in a year.
- **GST of 18%** on every fee and on interest.
- **Finance charges** on any unpaid balance, often more than 3% a month (over 40% a year).
- **Late-payment fees**, charged by slab of the amount due.
- **Foreign currency mark-up**, typically 1% to 3.5% on international spending.

## The minimum-due trap

The statement shows a small **minimum amount due**. Paying only that keeps your account in good standing, but interest is charged on the whole unpaid balance, and on new purchases, from the day of each purchase. A ₹50,000 balance repaid only through minimum payments can take years to clear and cost far more than the original spending.

**Rule of thumb:** pay the **total amount due** every month. If you cannot, stop using the card until the balance is cleared, and consider converting a large purchase to an EMI at a lower, fixed rate.

## Cards and your credit score

- Keep your **credit utilisation** (balance ÷ limit) under about 30%.
- Pay on time: a single missed payment can stay on your credit report for years.
- Do not apply for many cards at once; each application is a hard enquiry.

## A simple way to choose

1. Look at where your money actually goes (groceries, fuel, online shopping, travel).
2. Pick the card whose rewards match that, with an annual fee you will either get waived or earn back.
3. Set up auto-pay for the full amount.

${NOT_ADVICE}
`,
  },
  {
    id: 'home-loan-interest-rates-2025',
    title: 'Home Loan Interest Rates in 2025: How They Work and How to Compare',
    excerpt: 'Floating rates linked to the repo rate, loan-to-value limits, tax benefits under sections 24(b) and 80C, and the questions to ask before choosing a lender.',
    category: 'Home Loans',
    icon: 'home',
    date: '2025-03-18',
    palette: { from: [12, 74, 110], to: [8, 145, 178], accent: [255, 255, 255] },
    content: `A home loan is usually the largest and longest loan a family takes, often 15 to 30 years. A small difference in the rate makes a large difference in the total you repay, so it pays to understand how the rate is set.

## How floating rates are set

Since October 2019, new floating-rate home loans from banks are linked to an **external benchmark**, usually the RBI's **repo rate**. Your rate is the benchmark plus a **spread** that depends on your credit score, income and the loan amount.

- When the RBI changes the repo rate, your rate changes at the next reset, usually within three months.
- The spread is normally fixed for the life of the loan unless your credit profile changes, so compare lenders on the **spread**, not only on today's rate.
- Rates change often and differ by lender and borrower; check each lender's current rate card rather than relying on any article.

## How much you can borrow

RBI rules cap the **loan-to-value (LTV)** ratio:

| Loan amount | Maximum LTV |
|---|---|
| Up to ₹30 lakh | 90% |
| ₹30 lakh to ₹75 lakh | 80% |
| Above ₹75 lakh | 75% |

You pay the rest, plus stamp duty and registration, from your own savings.

## Fixed or floating?

Most home loans in India are floating. Fixed rates are usually higher and are often fixed only for the first few years. On floating-rate home loans taken by individuals, lenders **may not charge a prepayment penalty**, so you can prepay whenever you have spare money.

## Tax benefits (old tax regime)

- **Section 24(b):** interest on a self-occupied house, up to ₹2 lakh a year.
- **Section 80C:** principal repayment, within the overall 80C limit of **₹1.5 lakh** a year.

The new tax regime does not allow these deductions for a self-occupied house, so compare both regimes for your income.

## Questions to ask every lender

1. What is the benchmark and the spread, and how often does the rate reset?
2. What are the processing fee and other charges, including GST?
3. Can I switch to a lower spread later, and what does it cost?
4. How quickly is a prepayment applied: does it cut the tenure or the EMI?

${NOT_ADVICE}
`,
  },
  {
    id: 'health-insurance-plans-2025',
    title: 'Health Insurance in 2025: Choosing Cover and Using Section 80D',
    excerpt: 'How much cover you need, what waiting periods and room-rent limits mean, and how section 80D lets you deduct premiums of up to ₹25,000 for your family.',
    category: 'Health Insurance',
    icon: 'heart',
    date: '2025-04-22',
    palette: { from: [136, 19, 55], to: [234, 88, 12], accent: [255, 255, 255] },
    content: `One hospital stay can wipe out years of savings. Health insurance spreads that risk: you pay a yearly premium and the insurer pays covered hospital bills, either directly (**cashless**, at network hospitals) or by **reimbursement**.

## How much cover?

The **sum insured** is the most the insurer pays in a policy year. Hospital costs in cities have risen fast, so many families now look at ₹5 lakh to ₹10 lakh or more. A cheaper way to raise cover is a **super top-up** plan, which pays once your bills in a year cross a threshold.

- **Individual plans** give each person their own sum insured.
- **Family floater plans** share one sum insured across the family; they cost less but can run out if two members are hospitalised in the same year.

## Terms that decide what you really get

- **Waiting periods:** usually 30 days for illnesses (except accidents), and up to 3 years for pre-existing diseases.
- **Room-rent limits:** if you choose a costlier room than your limit allows, many policies cut **all** related charges in proportion, not only the room rent.
- **Co-payment:** you pay a fixed share of every claim, common in senior-citizen plans.
- **Sub-limits** on specific treatments such as cataract surgery.
- **No-claim bonus:** extra cover for every claim-free year.
- **Restoration:** refills the sum insured once it is used up in a year.

Read the **policy wording** and the list of exclusions, not just the brochure, and check the insurer's claim settlement record.

## Tax benefit under section 80D (old tax regime)

| Who is covered | Deduction per year |
|---|---|
| Yourself, spouse and children | up to **₹25,000** (₹50,000 if you are 60 or older) |
| Your parents | a further ₹25,000 (₹50,000 if they are senior citizens) |

Preventive health check-ups count within these limits, up to ₹5,000. The new tax regime does not allow the 80D deduction.

## Before you buy

1. Disclose every existing condition honestly; hiding one is the most common reason claims are refused.
2. Check that hospitals near you are in the cashless network.
3. Buy while you are young and healthy: premiums are lower and waiting periods end sooner.

${NOT_ADVICE}
`,
  },
  {
    id: 'mutual-funds-sip-investment-2025',
    title: 'Mutual Fund SIPs in 2025: Starting Small and Staying Invested',
    excerpt: 'A SIP can start at ₹500 a month. How SIPs work, what ELSS funds offer under section 80C (up to ₹1.5 lakh), direct vs regular plans, and the risks to understand first.',
    category: 'Mutual Funds',
    icon: 'trending-up',
    date: '2025-05-27',
    palette: { from: [20, 83, 45], to: [101, 163, 13], accent: [255, 255, 255] },
    content: `A **systematic investment plan (SIP)** invests a fixed amount in a mutual fund every month, automatically from your bank account. Many funds accept SIPs from **₹500 a month**, so you can start small and raise the amount as your income grows.

## Why SIPs suit most beginners

- **Habit:** the money is invested before you can spend it.
- **Rupee-cost averaging:** the same amount buys more units when prices are low and fewer when they are high.
- **Compounding:** returns earn further returns over time.

An illustration only: ₹5,000 a month for 10 years is ₹6 lakh invested. If the fund earned 12% a year throughout, it would grow to about ₹11.6 lakh. Real returns go up and down, can be negative for years, and are **never guaranteed**.

## Choosing a fund

- **Equity funds** invest in shares: higher expected returns, bigger swings. Suited to goals five or more years away.
- **Debt funds** invest in bonds: steadier, lower expected returns.
- **Hybrid funds** mix both.
- **Index funds** copy an index such as the Nifty 50 at a low cost.

Compare funds within the same category on long-term performance, consistency and the **expense ratio** (the yearly fee taken from the fund).

## Direct or regular plans?

Every fund has a **direct plan** (bought straight from the fund house or a platform) and a **regular plan** (through a distributor who earns commission). Direct plans have a lower expense ratio, which adds up over many years.

## ELSS and section 80C

**Equity-linked savings schemes (ELSS)** are equity funds with a 3-year lock-in. Under the old tax regime, ELSS investments count towards the section 80C deduction of up to **₹1.5 lakh** a year. Each SIP instalment is locked for 3 years from its own date.

## Taxes on gains (at the time of writing)

For equity funds held more than a year, long-term gains above ₹1.25 lakh in a year are taxed at 12.5%; gains on units held for a year or less are taxed at 20%. Tax rules change with budgets, so check the current rules.

## Good habits

1. Complete your KYC and invest only through SEBI-registered platforms or advisers.
2. Keep an emergency fund before investing for the long term.
3. Do not stop SIPs in a market fall if your goal is still years away.
4. Review once a year, not every day.

Mutual fund investments are subject to market risks; read all scheme-related documents carefully.

${NOT_ADVICE}
`,
  },
];
