package billing

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"

	"github.com/stripe/stripe-go/v85"
)

// catalog maps each plan and interval to its Stripe price, found by lookup
// key or created once.
type catalog struct {
	mu    sync.Mutex
	ready bool
	byKey map[string]string // lookup key -> price id
	byID  map[string]string // price id -> lookup key
}

func newCatalog() *catalog {
	return &catalog{byKey: map[string]string{}, byID: map[string]string{}}
}

// priceID returns the price of a plan and interval (after ensure).
func (c *catalog) priceID(plan, interval string) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.byKey[LookupKey(plan, interval)]
}

// planOf names the plan and interval of a Stripe price: by its lookup key,
// or by an id this catalog knows.
func (c *catalog) planOf(p *stripe.Price) (plan, interval string, ok bool) {
	if p == nil {
		return "", "", false
	}
	if plan, interval, ok = parseLookupKey(p.LookupKey); ok {
		return plan, interval, true
	}
	c.mu.Lock()
	key := c.byID[p.ID]
	c.mu.Unlock()
	return parseLookupKey(key)
}

// ensure finds every price by lookup key in one list call and creates the
// missing ones (with their product). It is idempotent: a price whose amount
// changed in Plans gets a new price that takes over the lookup key.
func (c *catalog) ensure(ctx context.Context, sc *stripe.Client) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ready {
		return nil
	}
	params := &stripe.PriceListParams{Active: stripe.Bool(true)}
	params.Limit = stripe.Int64(100)
	for _, p := range Plans {
		for _, iv := range []string{IntervalMonth, IntervalYear} {
			params.LookupKeys = append(params.LookupKeys, stripe.String(LookupKey(p.ID, iv)))
		}
	}
	found := map[string]*stripe.Price{}
	for price, err := range sc.V1Prices.List(ctx, params).All(ctx) {
		if err != nil {
			return fmt.Errorf("listing prices: %w", err)
		}
		found[price.LookupKey] = price
	}
	for _, p := range Plans {
		for _, iv := range []string{IntervalMonth, IntervalYear} {
			key := LookupKey(p.ID, iv)
			price := found[key]
			if !priceMatches(price, p, iv) {
				var err error
				if price, err = createPrice(ctx, sc, p, iv); err != nil {
					return fmt.Errorf("creating price %s: %w", key, err)
				}
			}
			c.byKey[key] = price.ID
			c.byID[price.ID] = key
		}
	}
	c.ready = true
	return nil
}

func priceMatches(price *stripe.Price, p Plan, interval string) bool {
	return price != nil && price.Active && string(price.Currency) == Currency &&
		price.UnitAmount == p.Amount(interval) && price.Recurring != nil &&
		string(price.Recurring.Interval) == interval
}

func createPrice(ctx context.Context, sc *stripe.Client, p Plan, interval string) (*stripe.Price, error) {
	productID, err := ensureProduct(ctx, sc, p)
	if err != nil {
		return nil, err
	}
	return sc.V1Prices.Create(ctx, &stripe.PriceCreateParams{
		Product:           stripe.String(productID),
		Currency:          stripe.String(Currency),
		UnitAmount:        stripe.Int64(p.Amount(interval)),
		Recurring:         &stripe.PriceCreateRecurringParams{Interval: stripe.String(interval)},
		LookupKey:         stripe.String(LookupKey(p.ID, interval)),
		TransferLookupKey: stripe.Bool(true),
		Nickname:          stripe.String(p.Name + " (" + interval + "ly)"),
	})
}

// ensureProduct uses a fixed product id per plan, so finding it is a
// retrieve and a second start never makes a second product.
func ensureProduct(ctx context.Context, sc *stripe.Client, p Plan) (string, error) {
	id := "voluntech_" + p.ID
	product, err := sc.V1Products.Retrieve(ctx, id, nil)
	if err == nil {
		return product.ID, nil
	}
	var serr *stripe.Error
	if !errors.As(err, &serr) || serr.HTTPStatusCode != http.StatusNotFound {
		return "", err
	}
	product, err = sc.V1Products.Create(ctx, &stripe.ProductCreateParams{
		ID:       stripe.String(id),
		Name:     stripe.String("Voluntech " + p.Name),
		Metadata: map[string]string{"plan": p.ID},
	})
	if err != nil {
		return "", err
	}
	return product.ID, nil
}
